import { useLayoutEffect, useRef, useState } from "react";

interface AxisNameProps {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  /** The room the name has, in px, left of the tick. */
  maxWidth: number;
}

let canvas: HTMLCanvasElement | undefined;

/** The width of `text` in the font `node` is drawn with (a canvas measures without a layout of its own). */
function widthOf(text: string, node: SVGTextElement): number {
  canvas ??= document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) return 0;
  const style = getComputedStyle(node);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/** The longest start of `text` that fits `maxWidth` with an ellipsis (the whole text when it fits). */
function fitted(text: string, node: SVGTextElement, maxWidth: number): string {
  if (widthOf(text, node) <= maxWidth) return text;
  const characters = Array.from(text);
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (widthOf(`${characters.slice(0, middle).join("").trimEnd()}…`, node) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join("").trimEnd()}…`;
}

/**
 * A category axis' name on one line: the chart library's own tick breaks a name at its spaces as soon as the measured
 * width exceeds the axis (a Chinese "Apple Pay 支付" went over two lines). A name too long for `maxWidth` is cut with
 * an ellipsis; its whole text is the tick's SVG title and stands in the table under the chart.
 */
export function AxisName({ x = 0, y = 0, payload, maxWidth }: AxisNameProps) {
  const name = String(payload?.value ?? "");
  const ref = useRef<SVGTextElement>(null);
  const [shown, setShown] = useState(name);
  useLayoutEffect(() => {
    if (ref.current) setShown(fitted(name, ref.current, maxWidth));
  }, [name, maxWidth]);
  return (
    <text
      ref={ref}
      x={x - 8}
      y={y}
      dy="0.355em"
      textAnchor="end"
      fontSize={12}
      fill="currentColor"
      style={{ whiteSpace: "pre" }}
      data-axis-name={name}
    >
      <title>{name}</title>
      {shown}
    </text>
  );
}
