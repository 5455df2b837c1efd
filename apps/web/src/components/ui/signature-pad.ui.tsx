import { Button, Flex, Text } from '@radix-ui/themes';
import { useRef, type PointerEvent } from 'react';

/** The pad's drawing size in CSS pixels: wide enough for a name, and as a PNG a few kilobytes. */
const PAD = { width: 320, height: 120 } as const;

/**
 * A small pad to draw a signature on with a finger, a pen or a mouse (pointer events, so touch works on a phone). The
 * drawing is optional: a keyboard or screen-reader user signs with the typed name alone, which the hint says.
 * `onChange` gets the drawing as a PNG data URL after each stroke, and null once cleared.
 */
export function SignaturePad({
  id,
  label,
  hint,
  clearLabel,
  buttonSize = '2',
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  clearLabel: string;
  /** The host's phone makes every control a thumb's size. */
  buttonSize?: '2' | '3' | '4';
  onChange: (drawing: string | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * PAD.width) / box.width,
      y: ((event.clientY - box.top) * PAD.height) / box.height,
    };
  };
  const pen = () => {
    const context = canvas.current?.getContext('2d');
    if (!context) return null;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    // The signature is ink on paper in the PDF whatever the screen's scheme.
    context.strokeStyle = '#111';
    return context;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = pointAt(event);
  };
  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const context = pen();
    if (!from || !context) return;
    const to = pointAt(event);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, PAD.width, PAD.height);
    onChange(null);
  };

  return (
    <Flex direction="column" gap="1">
      <Text as="span" size="2" weight="medium" id={`${id}-label`}>
        {label}
      </Text>
      <Text as="p" size="1" color="gray" id={`${id}-hint`}>
        {hint}
      </Text>
      <canvas
        ref={canvas}
        id={id}
        width={PAD.width}
        height={PAD.height}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onPointerDown={start}
        onPointerMove={draw}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          width: '100%',
          maxWidth: PAD.width,
          aspectRatio: `${PAD.width} / ${PAD.height}`,
          touchAction: 'none',
          background: 'white',
          border: '1px solid var(--gray-a8)',
          borderRadius: 'var(--radius-2)',
        }}
      />
      <Flex>
        <Button type="button" size={buttonSize} variant="soft" color="gray" onClick={clear}>
          {clearLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
