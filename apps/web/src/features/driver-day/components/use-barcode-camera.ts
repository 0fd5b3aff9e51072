import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** The asset labels print a QR code holding the serial; older labels may carry a linear code. */
const WANTED_FORMATS = ['qr_code', 'code_128', 'code_39', 'data_matrix'];

/**
 * The phone's back camera reading codes with the browser's BarcodeDetector, while `scanning`: each code
 * read goes to `onCode`, and the phone buzzes when it was a new one. `canScan` when the browser offers
 * both; `failed` once the camera was refused or could not start.
 */
export function useBarcodeCamera(onCode: (raw: string) => boolean) {
  const canScan =
    typeof window !== 'undefined' && !!detectorClass() && !!navigator.mediaDevices?.getUserMedia;
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setScanning(false);
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    let live = true;
    let timer: number | undefined;
    (async () => {
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (!live) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream.current = media;
        const element = video.current!;
        element.srcObject = media;
        await element.play();
        const supported = (await Detector!.getSupportedFormats?.()) ?? WANTED_FORMATS;
        const formats = WANTED_FORMATS.filter((f) => supported.includes(f));
        const detector = new Detector!(formats.length ? { formats } : undefined);
        const look = async () => {
          if (!live) return;
          try {
            for (const code of await detector.detect(element)) {
              if (onCode(code.rawValue)) navigator.vibrate?.(60);
            }
          } catch {
            // A frame that could not be read: the next one may.
          }
          timer = window.setTimeout(() => void look(), 250);
        };
        void look();
      } catch {
        if (live) {
          setFailed(true);
          stop();
        }
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [scanning, onCode, stop]);

  const start = useCallback(() => setScanning(true), []);
  return { canScan, scanning, failed, video, start, stop };
}
