import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useCallback, useEffect, useId, useRef } from 'react';

type Point = [x: number, y: number];

export interface SignaturePadProps {
  /**
   * Names the drawing area (its accessible name and the visible label above it); inside a form item
   * that shows its own label, give `aria-label` instead.
   */
  label?: string;
  'aria-label'?: string;
  /** A hint under the label (how to sign); also read by screen readers. */
  hint?: string;
  clearLabel: string;
  /** The signature as a PNG data URL, or null while nothing is drawn (a form item passes both). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  height?: number;
  invalid?: boolean;
  'data-testid'?: string;
}

/** The most pixels per CSS pixel kept: sharp on a phone, small enough to send on a weak network. */
const MAX_SCALE = 2;

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events), answered as a PNG data URL on
 * a white background. The strokes are kept, so a resize (a phone turned) redraws them.
 */
export function SignaturePad({
  label,
  'aria-label': ariaLabel,
  hint,
  clearLabel,
  value = null,
  onChange = () => {},
  height = 180,
  invalid = false,
  'data-testid': testId,
}: SignaturePadProps) {
  const { token } = theme.useToken();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);
  const labelId = useId();
  const hintId = useId();

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const scale = canvas.width / Math.max(canvas.clientWidth, 1);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.setTransform(scale, 0, 0, scale, 0, 0);
    context.strokeStyle = '#0b1f4d';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    for (const stroke of strokes.current) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      context.beginPath();
      context.moveTo(first[0], first[1]);
      if (rest.length === 0) context.lineTo(first[0] + 0.1, first[1] + 0.1);
      for (const [x, y] of rest) context.lineTo(x, y);
      context.stroke();
    }
  }, []);

  // Size the bitmap to the element (and the screen's density); redraw after each resize.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const scale = Math.min(window.devicePixelRatio || 1, MAX_SCALE);
      canvas.width = Math.round(canvas.clientWidth * scale);
      canvas.height = Math.round(canvas.clientHeight * scale);
      redraw();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  // Cleared from outside (a form reset): forget the strokes.
  useEffect(() => {
    if (value === null && strokes.current.length > 0 && !drawing.current) {
      strokes.current = [];
      redraw();
    }
  }, [value, redraw]);

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointOf(event)];
    strokes.current.push(drawing.current);
    redraw();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    event.preventDefault();
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    if (events.length > 0) {
      const box = event.currentTarget.getBoundingClientRect();
      for (const e of events) stroke.push([e.clientX - box.left, e.clientY - box.top]);
    } else {
      stroke.push(pointOf(event));
    }
    redraw();
  };

  const onPointerEnd = () => {
    if (!drawing.current) return;
    drawing.current = null;
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  const clear = () => {
    strokes.current = [];
    drawing.current = null;
    redraw();
    onChange(null);
  };

  return (
    <Flex vertical gap={4}>
      <Flex align="center" justify="space-between" gap={8}>
        {label ? (
          <Typography.Text strong id={labelId}>
            {label}
          </Typography.Text>
        ) : (
          <span />
        )}
        <Button
          size="small"
          icon={<ClearOutlined />}
          onClick={clear}
          disabled={!value}
          data-testid={testId ? `${testId}-clear` : undefined}
        >
          {clearLabel}
        </Button>
      </Flex>
      {hint ? (
        <Typography.Text type="secondary" id={hintId} style={{ fontSize: 13 }}>
          {hint}
        </Typography.Text>
      ) : null}
      <canvas
        ref={canvasRef}
        data-testid={testId}
        role="img"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={invalid || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{
          width: '100%',
          height,
          touchAction: 'none',
          background: '#ffffff',
          border: `1px ${value ? 'solid' : 'dashed'} ${invalid ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadius,
          cursor: 'crosshair',
        }}
      />
    </Flex>
  );
}
