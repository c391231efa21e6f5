import { MAX_UPLOAD_BYTES } from "@kickoff/domain/file-contracts.ts";
import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client.ts";
import { deleteFile, fileUrl, uploadFile } from "../lib/upload.ts";

const MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const ACCEPT = "image/jpeg,image/png,image/webp";

/** The message key for a failed upload (the server's codes; see POST files/upload). */
export function uploadErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return "common.upload.errors.failed";
  if (error.status === 401) return "common.upload.errors.loginRequired";
  switch (error.code) {
    case "FILE_TOO_LARGE":
      return "common.upload.errors.tooLarge";
    case "UNSUPPORTED_FILE_TYPE":
      return "common.upload.errors.wrongType";
    case "UNREADABLE_IMAGE":
      return "common.upload.errors.unreadable";
    case "RATE_LIMITED":
      return "common.upload.errors.rateLimited";
    case "FILE_QUOTA_EXCEEDED":
      return "common.upload.errors.quota";
    default:
      return "common.upload.errors.failed";
  }
}

/**
 * A logo picker: choose an image, watch it upload, see the stored result, replace or remove it. `value` is
 * the stored file's id. Files uploaded here and then replaced or removed are deleted again, since nothing
 * saved refers to them yet; the one given as `value` is left alone (a saved tournament may still show it).
 */
export function LogoUpload({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange: (fileId: string | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The id whose preview did not load: a new value gets a fresh chance.
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const uploadedHere = useRef(new Set<string>());
  const abort = useRef<AbortController | null>(null);
  const resetInput = useRef<() => void>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const discard = (fileId: string | undefined) => {
    if (fileId && uploadedHere.current.has(fileId)) {
      uploadedHere.current.delete(fileId);
      void deleteFile(fileId).catch(() => undefined);
    }
  };

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t("common.upload.errors.tooLarge", { size: MB }));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const stored = await uploadFile(file, { purpose: "logo", onProgress: setProgress, signal: controller.signal });
      uploadedHere.current.add(stored.id);
      discard(value);
      onChange(stored.id);
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(t(uploadErrorKey(err), { size: MB }));
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };

  const remove = () => {
    discard(value);
    setError(null);
    onChange(undefined);
  };

  const busy = progress !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={t("common.upload.hint", { size: MB })}
      descriptionProps={{ id: hintId }}
      error={error}
      errorProps={{ id: errorId, role: "alert" }}
    >
      <Stack gap="xs" mt={4} role="group" aria-labelledby={`${id}-label`}>
        {value ? (
          failedPreview === value ? (
            <Text size="sm" c="dimmed">
              {t("common.upload.errors.previewFailed")}
            </Text>
          ) : (
            <Image
              src={fileUrl(value)}
              alt={t("common.upload.preview", { label })}
              w={120}
              h={120}
              fit="contain"
              radius="sm"
              style={{ border: "1px solid var(--mantine-color-default-border)" }}
              onError={() => setFailedPreview(value)}
            />
          )
        ) : null}
        {busy ? (
          <Stack gap={4}>
            <Progress value={progress} aria-label={t("common.upload.uploading", { percent: progress })} animated />
            <Text size="xs" aria-live="polite">
              {t("common.upload.uploading", { percent: progress })}
            </Text>
          </Stack>
        ) : null}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={ACCEPT} resetRef={resetInput}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={busy}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              >
                {value ? t("common.upload.replace") : t("common.upload.choose")}
              </Button>
            )}
          </FileButton>
          {value && !busy ? (
            <Button variant="subtle" color="red" onClick={remove}>
              {t("common.upload.remove")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
