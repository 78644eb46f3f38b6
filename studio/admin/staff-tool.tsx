/**
 * «Сотрудники» (administrators of the embedded lake only, studio/admin/access.ts): who logs in to
 * the Studio and with which role — add someone, change a role, set a new password, disable or
 * remove. It calls the lake's /staff with the administrator's own token; the lake checks the role
 * again and answers refusals in Russian (content-lake/http/staff.ts). A password the lake
 * generates is shown here once. The same from the command line: `npm run studio:user`.
 */
import { UsersIcon } from "@sanity/icons";
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, useToast } from "@sanity/ui";
import { useCallback, useState, type FormEvent } from "react";
import { useClient, useCurrentUser, type Tool } from "sanity";
import useSWR from "swr";
import { ROLE_TITLES, STAFF_ROLES, type StaffRole, type StaffUser } from "../../content-lake/users/roles";
import { apiVersion } from "../env";
import { Field, inputStyle, ToolError } from "./ui";

/** A member of staff as the lake's /staff answers it (JSON: the store's own type). */
type Member = StaffUser;

/** The lake's refusal message (`{error: {message}}`), or the client's own. */
function messageOf(error: unknown): string {
  const body = (error as { response?: { body?: { error?: { message?: unknown } } } }).response?.body;
  const message = body?.error?.message;
  if (typeof message === "string") return message;
  return error instanceof Error ? error.message : String(error);
}

function useStaffApi() {
  const client = useClient({ apiVersion });
  return useCallback(
    <T,>(method: "GET" | "POST" | "PATCH" | "DELETE", uri: string, body?: unknown) =>
      client.request<T>({ method, uri, ...(body === undefined ? {} : { body }) }),
    [client],
  );
}

function NewMember({ onAdded }: { onAdded: (password: string | undefined, member: Member) => void }) {
  const call = useStaffApi();
  const [form, setForm] = useState({ name: "", email: "", role: "editor" as StaffRole, password: "" });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await call<{ user: Member; password?: string }>("POST", "/staff", {
        name: form.name,
        email: form.email,
        role: form.role,
        ...(form.password ? { password: form.password } : {}),
      });
      setProblem(undefined);
      setForm({ name: "", email: "", role: "editor", password: "" });
      onAdded(answer.password, answer.user);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card padding={4} border radius={2}>
      <form onSubmit={(event) => void submit(event)} aria-label="Новый сотрудник">
        <Stack space={3}>
          <Heading as="h2" size={1}>
            Новый сотрудник
          </Heading>
          <Flex gap={3} wrap="wrap" align="flex-end">
            <Field label="Имя">
              <input
                style={inputStyle}
                value={form.name}
                required
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </Field>
            <Field label="Почта">
              <input
                style={inputStyle}
                type="email"
                value={form.email}
                required
                onChange={(e) => setForm({ ...form, email: e.target.value })}
              />
            </Field>
            <Field label="Роль">
              <select
                style={inputStyle}
                value={form.role}
                onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_TITLES[role]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Пароль (пусто — придумает хранилище)">
              <input
                style={inputStyle}
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => setForm({ ...form, password: e.target.value })}
              />
            </Field>
            <Button type="submit" text="Добавить" tone="primary" disabled={busy} />
          </Flex>
          {problem ? <ToolError message={problem} /> : null}
        </Stack>
      </form>
    </Card>
  );
}

function StaffTool() {
  const call = useStaffApi();
  const toast = useToast();
  const me = useCurrentUser();
  const [shown, setShown] = useState<{ email: string; password: string }>();
  const { data, error, mutate } = useSWR("lake:staff", () => call<{ users: Member[] }>("GET", "/staff"), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const members = data?.users;
  const problem = error === undefined ? undefined : messageOf(error);
  const reload = async () => void (await mutate());

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.push({ status: "success", title: done });
    } catch (error) {
      toast.push({ status: "error", title: messageOf(error) });
    }
    await reload();
  };

  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          Сотрудники
        </Heading>
        <Text size={1} muted>
          Каждый входит в Studio со своей почтой и паролем; история и журнал цен показывают, кто что менял.
          Редактор меняет только тексты, менеджер — ещё цены, брони и заявки, администратор — ещё и
          сотрудников.
        </Text>
        {shown ? (
          <Card padding={3} border radius={2} tone="caution" role="status">
            <Text size={1}>
              Пароль для {shown.email} (показан один раз, передайте его сотруднику):{" "}
              <code>{shown.password}</code>
            </Text>
          </Card>
        ) : null}
        {problem ? <ToolError message={problem} /> : null}
        <NewMember
          onAdded={(password, member) => {
            if (password) setShown({ email: member.email, password });
            toast.push({ status: "success", title: `Добавлен: ${member.name}` });
            void reload();
          }}
        />
        <Card padding={4} border radius={2}>
          <table aria-label="Сотрудники" style={{ width: "100%", borderCollapse: "collapse", fontSize: 13 }}>
            <thead>
              <tr style={{ textAlign: "left" }}>
                <th>Имя</th>
                <th>Почта</th>
                <th>Роль</th>
                <th>Состояние</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {(members ?? []).map((member) => (
                <tr
                  key={member.id}
                  data-testid="staff-row"
                  style={{ borderTop: "1px solid var(--card-border-color)" }}
                >
                  <td style={{ padding: "6px 4px" }}>
                    {member.name}
                    {member.id === me?.id ? " (вы)" : ""}
                  </td>
                  <td>{member.email}</td>
                  <td>
                    <select
                      aria-label={`Роль: ${member.name}`}
                      style={inputStyle}
                      value={member.role}
                      onChange={(e) =>
                        void act(
                          () => call("PATCH", `/staff/${member.id}`, { role: e.target.value }),
                          `${member.name}: ${ROLE_TITLES[e.target.value as StaffRole]}`,
                        )
                      }
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_TITLES[role]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {member.disabled ? (
                      <Badge tone="critical">отключён</Badge>
                    ) : member.hasPassword ? (
                      <Badge tone="positive">активен</Badge>
                    ) : (
                      <Badge>без пароля</Badge>
                    )}
                  </td>
                  <td>
                    <Flex gap={2} justify="flex-end">
                      <Button
                        mode="ghost"
                        text="Новый пароль"
                        onClick={() =>
                          void act(async () => {
                            const answer = await call<{ password: string }>(
                              "POST",
                              `/staff/${member.id}/password`,
                              {},
                            );
                            setShown({ email: member.email, password: answer.password });
                          }, `Новый пароль у ${member.name}; прежние входы завершены`)
                        }
                      />
                      <Button
                        mode="ghost"
                        text={member.disabled ? "Включить" : "Отключить"}
                        onClick={() =>
                          void act(
                            () => call("PATCH", `/staff/${member.id}`, { disabled: !member.disabled }),
                            member.disabled
                              ? `${member.name} снова может входить`
                              : `${member.name} отключён`,
                          )
                        }
                      />
                      <Button
                        mode="ghost"
                        tone="critical"
                        text="Удалить"
                        disabled={member.id === me?.id}
                        onClick={() => {
                          if (
                            !window.confirm(
                              `Удалить ${member.name}? Кто менял контент, останется отключённым.`,
                            )
                          )
                            return;
                          void act(
                            () => call("DELETE", `/staff/${member.id}`),
                            `${member.name}: удалён или отключён`,
                          );
                        }}
                      />
                    </Flex>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </Stack>
    </Box>
  );
}

export const STAFF_TOOL = "staff";

export const staffTool: Tool = {
  name: STAFF_TOOL,
  title: "Сотрудники",
  icon: UsersIcon,
  component: StaffTool,
};
