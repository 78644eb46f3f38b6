/**
 * The price tool's changes: the queue, the preview the engine computes (`POST prices/preview`),
 * the save (`POST prices/changes`) and the undo of the latest change (`POST prices/undo`), with
 * the message of what went wrong and whether a call is under way.
 */
import { useToast } from "@sanity/ui";
import { useState } from "react";
import { useManagerApi } from "../api";
import { ManagerApiError } from "../answer";
import type { Change, Form } from "../price-form";
import { changesToSend, queueChange } from "./queue";
import { withoutValues } from "./selection";
import {
  PricePreviewResponse,
  PriceSaveResponse,
  PriceUndoResponse,
  type Grid,
  type Preview,
} from "../contract";

export interface PricePreview {
  changes: Change[];
  result: Preview;
}

export function usePriceChanges({
  grid,
  form,
  setForm,
  reload,
}: {
  grid: Grid | undefined;
  form: Form;
  setForm: (update: (form: Form) => Form) => void;
  reload: () => void;
}) {
  const call = useManagerApi();
  const toast = useToast();
  const [queue, setQueue] = useState<Change[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<PricePreview | undefined>();
  const [busy, setBusy] = useState(false);

  const addToQueue = () => {
    if (!grid) return;
    const result = queueChange(queue, form, grid.today);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(undefined);
    setQueue(result.queue);
    // The queued change is in the list below; the next starts from «не менять», so a value set for
    // one selection is never applied to the next by accident.
    setForm(withoutValues);
  };

  const removeQueued = (index: number) => setQueue(queue.filter((_, other) => other !== index));

  const showPreview = async () => {
    if (!grid) return;
    const toSend = changesToSend(queue, form, grid.today);
    if ("error" in toSend) {
      setProblem(toSend.error);
      return;
    }
    if (toSend.formChecked) setProblem(undefined);
    const { changes } = toSend;
    setBusy(true);
    try {
      const result = await call("POST", "prices/preview", PricePreviewResponse, { changes });
      setPreview({ changes, result });
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const saved = await call("POST", "prices/changes", PriceSaveResponse, {
        changes: preview.changes,
      });
      toast.push({ status: "success", title: `Сохранено: изменено ночей — ${saved.updated}` });
      setPreview(undefined);
      setQueue([]);
      setForm(withoutValues);
      reload();
    } catch (error) {
      setPreview(undefined);
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!grid?.last_change) return;
    setBusy(true);
    try {
      const undone = await call("POST", "prices/undo", PriceUndoResponse, {
        action_id: grid.last_change.action_id,
      });
      toast.push({ status: "success", title: `Изменение отменено: возвращено ночей — ${undone.restored}` });
      reload();
    } catch (error) {
      toast.push({
        status: "error",
        title: error instanceof ManagerApiError ? error.message : "Не удалось отменить изменение",
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    queue,
    problem,
    preview,
    busy,
    addToQueue,
    removeQueued,
    showPreview,
    closePreview: () => setPreview(undefined),
    save,
    undo,
  };
}

export type PriceChanges = ReturnType<typeof usePriceChanges>;
