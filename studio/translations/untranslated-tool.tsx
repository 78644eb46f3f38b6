/**
 * «Нет перевода»: every document and field whose English is empty while its Russian is not
 * (studio/translations/untranslated.ts), each field a link that opens it in the form. The English
 * site shows such a field in Russian (and a draft preview marks it «нет перевода»). The list
 * follows the content: it is read again whenever a document changes.
 */
import { TranslateIcon } from "@sanity/icons";
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from "@sanity/ui";
import { useEffect, useMemo } from "react";
import { useClient, useSchema, type Tool } from "sanity";
import { IntentLink } from "sanity/router";
import useSWR from "swr";
import { LOCALIZED_FIELDS } from "../../schemas/lib/localized";
import { apiVersion } from "../env";
import { ToolError } from "../admin/ui";
import { untranslatedDocuments } from "./untranslated";

/** Every document (drafts included) of a type that has localized texts. */
const QUERY = `*[_type in $types && !(_id in path("versions.**"))]`;
const PARAMS = { types: Object.keys(LOCALIZED_FIELDS) };
/** Changes come in bursts (a manager typing): read again once they pause. */
const SETTLE_MS = 800;

type Stored = { _id: string; _type: string } & Record<string, unknown>;

function UntranslatedTool() {
  const client = useClient({ apiVersion });
  const schema = useSchema();
  const {
    data: stored,
    error,
    mutate,
  } = useSWR(["untranslated", client], () => client.fetch<Stored[]>(QUERY, PARAMS, { perspective: "raw" }));
  const documents = useMemo(
    () => (stored ? untranslatedDocuments(stored, schema) : undefined),
    [stored, schema],
  );

  // Any change of a document (a manager typing, a publish) reads the list again once they pause.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = client.listen(QUERY, PARAMS, { visibility: "query" }).subscribe({
      next: () => {
        clearTimeout(timer);
        timer = setTimeout(() => void mutate(), SETTLE_MS);
      },
      error: () => undefined,
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [client, mutate]);

  const fields = documents?.reduce((sum, document) => sum + document.fields.length, 0) ?? 0;
  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack space={4}>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <Heading as="h1" size={2}>
            Нет перевода
          </Heading>
          <Box flex={1} />
          <Button mode="ghost" text="Обновить" onClick={() => void mutate()} />
        </Flex>
        <Text size={1} muted>
          Поля, где есть русский текст, а английского нет: английская версия сайта показывает их по-русски.
          Нажмите на поле, чтобы открыть его в документе.
        </Text>
        <ToolError
          message={
            error
              ? `Не удалось прочитать документы: ${error instanceof Error ? error.message : String(error)}`
              : null
          }
        />
        {documents === undefined && !error ? <Text muted>Загрузка…</Text> : null}
        {documents?.length === 0 ? <Text muted>Всё переведено</Text> : null}
        {documents && documents.length > 0 ? (
          <Text size={1} data-testid="untranslated-count">
            Документов: {documents.length}, полей: {fields}
          </Text>
        ) : null}
        {documents?.map((document) => (
          <Card key={document.id} padding={3} radius={2} border data-testid="untranslated-document">
            <Stack space={3}>
              <Flex gap={2} align="center" wrap="wrap">
                <Text weight="semibold">
                  <IntentLink intent="edit" params={{ id: document.id, type: document.type }}>
                    {document.title}
                  </IntentLink>
                </Text>
                <Text size={1} muted>
                  {document.typeTitle}
                </Text>
                {document.draft ? <Badge tone="caution">черновик</Badge> : null}
              </Flex>
              <Stack as="ul" space={2} style={{ margin: 0, paddingLeft: 20 }}>
                {document.fields.map((field) => (
                  <Text as="li" key={field.path} size={1}>
                    <IntentLink
                      intent="edit"
                      params={{ id: document.id, type: document.type, path: field.path }}
                    >
                      {field.title}
                    </IntentLink>
                  </Text>
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

export const untranslatedTool: Tool = {
  name: "untranslated",
  title: "Нет перевода",
  icon: TranslateIcon,
  component: UntranslatedTool,
};
