import type { StoredFile } from "@kickoff/domain/file-contracts.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "../../../lib/upload.ts";
import { enqueue, nextToStart, photoErrorKey, signatureOf, type UploadItem, updateItem } from "./upload-queue.ts";

/**
 * Runs the upload queue: chosen files go up a few at a time with XMLHttpRequest (progress per file), each can be
 * cancelled, and every stored photo is handed to `onUploaded` in the order the uploads finish.
 */
export function useUploadQueue(onUploaded: (stored: StoredFile) => void) {
  const [queue, setQueue] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const started = useRef(new Set<string>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const queueRef = useRef(queue);
  queueRef.current = queue;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  useEffect(() => {
    for (const item of nextToStart(queue)) {
      if (started.current.has(item.key)) continue;
      started.current.add(item.key);
      const file = files.current.get(item.signature);
      if (!file) continue;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      setQueue((q) => updateItem(q, item.key, { status: "uploading", progress: 0 }));
      uploadFile(file, {
        purpose: "photo",
        signal: controller.signal,
        onProgress: (progress) => setQueue((q) => updateItem(q, item.key, { progress })),
      })
        .then((stored) => {
          uploaded.current(stored);
          setQueue((q) =>
            updateItem(q, item.key, {
              status: "done",
              progress: 100,
              fileId: stored.id,
              ...(stored.duplicate ? { messageKey: "gallery.upload.duplicate" } : {}),
            }),
          );
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setQueue((q) => updateItem(q, item.key, { status: "failed", messageKey: photoErrorKey(error) }));
        })
        .finally(() => controllers.current.delete(item.key));
    }
  }, [queue]);

  /** Answers how many of the files were already in the list (not queued again). */
  const add = useCallback((chosen: readonly File[]) => {
    for (const file of chosen) if (!files.current.has(signatureOf(file))) files.current.set(signatureOf(file), file);
    // Counted on the last rendered queue (the updater below may run later).
    const skipped = queueRef.current.length + chosen.length - enqueue(queueRef.current, chosen).length;
    setQueue((q) => enqueue(q, chosen));
    return skipped;
  }, []);

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setQueue((q) =>
      updateItem(
        q,
        key,
        q.find((i) => i.key === key)?.status === "done" ? {} : { status: "cancelled", messageKey: undefined },
      ),
    );
  }, []);

  /** Drops the rows of finished, failed and cancelled files. */
  const clearFinished = useCallback(
    () => setQueue((q) => q.filter((i) => i.status === "queued" || i.status === "uploading")),
    [],
  );

  const busy = queue.some((i) => i.status === "queued" || i.status === "uploading");
  return { queue, add, cancel, clearFinished, busy };
}
