import { useEffect, useRef, useState } from "react";
import { Alert, Button, Stack } from "@mantine/core";
import { IconCamera, IconCameraOff } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { CameraError, startCameraScan, type CameraProblem } from "./camera-scan";

const SAME_CODE_PAUSE_MS = 3000;

/** The camera, started on demand; a code read is passed on once (the same code again only after a pause). */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | undefined>(undefined);
  const last = useRef({ code: "", at: 0 });
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<CameraProblem>();
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => () => stop.current?.(), []);

  const start = async () => {
    setProblem(undefined);
    setOn(true);
    try {
      stop.current = await startCameraScan(video.current!, (code) => {
        const now = Date.now();
        if (code === last.current.code && now - last.current.at < SAME_CODE_PAUSE_MS) return;
        last.current = { code, at: now };
        onCodeRef.current(code);
      });
    } catch (error) {
      setOn(false);
      setProblem(error instanceof CameraError ? error.problem : "none");
    }
  };
  const halt = () => {
    stop.current?.();
    stop.current = undefined;
    setOn(false);
  };

  return (
    <Stack gap="xs">
      <Button
        size="lg"
        variant="light"
        leftSection={on ? <IconCameraOff size={22} aria-hidden /> : <IconCamera size={22} aria-hidden />}
        onClick={() => (on ? halt() : void start())}
      >
        {on ? t("checkIn.stopScan") : t("checkIn.scan")}
      </Button>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("checkIn.cameraVideo")}
        style={{ display: on ? "block" : "none", width: "100%", maxHeight: 320, objectFit: "cover", borderRadius: 8 }}
      />
      {problem ? (
        <Alert color="orange" icon={<IconCameraOff size={18} aria-hidden />} role="alert">
          {t(problem === "denied" ? "checkIn.cameraDenied" : "checkIn.noCamera")}
        </Alert>
      ) : null}
    </Stack>
  );
}
