/** Form pieces the manager tools share, styled with the Studio theme's own colours. */
import { Badge, Box, Button, Card, Dialog, Flex, Text, useTheme } from "@sanity/ui";
import { useState, type CSSProperties, type ReactNode } from "react";
import { mailtoHref, phoneText, telHref } from "./live";

export const inputStyle: CSSProperties = {
  font: "inherit",
  padding: "6px 8px",
  border: "1px solid var(--card-border-color)",
  borderRadius: 3,
  background: "var(--card-bg-color)",
  color: "var(--card-fg-color)",
};

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: "grid", gap: 4, fontSize: 13 }}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/** ISO date (YYYY-MM-DD) → Russian (ДД.ММ.ГГГГ); anything else as is. */
function russianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** Russian (ДД.ММ.ГГГГ, day and month of one or two digits) → ISO, or null when it is no real date. */
export function isoFromRussian(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date typed the Russian way, ДД.ММ.ГГГГ, whatever the browser's language (a native date input
 * shows the browser's: mm/dd/yyyy in an English Chromium). The value in and out is ISO; an
 * incomplete or impossible date reports "" and marks the field invalid.
 */
export function DateInput({ value, onChange }: { value: string; onChange: (iso: string) => void }) {
  const [text, setText] = useState(russianDate(value));
  // A value set from outside (a reset, a picked row) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((isoFromRussian(text) ?? "") !== value) setText(russianDate(value));
  }
  const invalid = text !== "" && isoFromRussian(text) === null;
  return (
    <input
      type="text"
      inputMode="numeric"
      placeholder="ДД.ММ.ГГГГ"
      style={{ ...inputStyle, width: "11ch" }}
      value={text}
      aria-invalid={invalid}
      onChange={(event) => {
        setText(event.target.value);
        onChange(isoFromRussian(event.target.value) ?? "");
      }}
    />
  );
}

/** What marks an item of a live list that arrived while the tool was open, until it is opened. */
export function ArrivedBadge() {
  return (
    <Badge tone="primary" mode="outline" data-testid="arrived">
      Только что
    </Badge>
  );
}

/** A guest's phone (`tel:` in E.164) and e-mail (`mailto:`) as links; one that is no number or address stays text. */
export function Contacts({ phone, email, separator }: { phone: string; email: string; separator?: string }) {
  const tel = telHref(phone);
  const mailto = mailtoHref(email);
  // A link in a list's row calls, not opens the row.
  const phoneShown = tel ? (
    <a href={tel} onClick={(event) => event.stopPropagation()}>
      {phoneText(phone)}
    </a>
  ) : (
    phone
  );
  const emailShown = mailto ? (
    <a href={mailto} onClick={(event) => event.stopPropagation()}>
      {email}
    </a>
  ) : (
    email
  );
  return separator === undefined ? (
    <>
      <span style={{ display: "block" }}>{phoneShown}</span>
      <span style={{ display: "block" }}>{emailShown}</span>
    </>
  ) : (
    <>
      {phoneShown}
      {separator}
      {emailShown}
    </>
  );
}

/** A tool's refusal or failure, in the engine's own Russian words; nothing when there is none. */
export function ToolError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Card padding={3} tone="critical" radius={2}>
      <Text size={1} role="alert">
        {message}
      </Text>
    </Card>
  );
}

/**
 * A dialog's content in the Studio's font: a dialog is drawn in a portal outside the tool, where
 * the plain labels and inputs of the forms would take the browser's serif.
 */
export function DialogBody({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <Box padding={4} style={{ fontFamily: theme.sanity.fonts.text.family }}>
      {children}
    </Box>
  );
}

/**
 * A question before an action that cannot be taken back (cancel a booking, undo someone else's
 * price change): «Не отменять» closes it, the critical button does it.
 */
export function ConfirmDialog({
  id,
  header,
  confirmText,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  id: string;
  header: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      id={id}
      header={header}
      width={1}
      onClose={onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="ghost" text="Не отменять" onClick={onClose} />
          <Button tone="critical" text={confirmText} disabled={busy} onClick={onConfirm} />
        </Flex>
      }
    >
      <DialogBody>{children}</DialogBody>
    </Dialog>
  );
}
