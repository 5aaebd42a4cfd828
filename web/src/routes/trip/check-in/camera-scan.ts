/**
 * Reading ticket QR codes from the camera: the browser's BarcodeDetector where it has one, jsQR on canvas frames
 * otherwise (Firefox, Safari before 17). Reports why there is no camera so the screen can say so in words.
 */
export type CameraProblem = "denied" | "none";

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

const FRAME_MS = 200;

/** Starts the camera into `video` and calls `onCode` with each code read; answers a stop function. */
export async function startCameraScan(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError("none");
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    const name = (error as DOMException).name;
    throw new CameraError(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "none");
  }
  video.srcObject = stream;
  await video.play();
  const read = await reader(video);
  let stopped = false;
  const timer = window.setInterval(() => {
    if (stopped || video.readyState < 2) return;
    void read().then((code) => {
      if (code && !stopped) onCode(code);
    });
  }, FRAME_MS);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

async function reader(video: HTMLVideoElement): Promise<() => Promise<string | undefined>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ["qr_code"] });
    return async () => (await detector.detect(video).catch(() => []))[0]?.rawValue;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  return async () => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    if (!canvas.width || !canvas.height) return undefined;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height)?.data || undefined;
  };
}
