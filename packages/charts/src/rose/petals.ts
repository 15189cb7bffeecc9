/**
 * The rose's wedges: one per time, split into a ring per series stacked outwards (the legacy rose's
 * arcs). With area proportions a ring's area, not its thickness, stands for its value: the outer
 * radius of the first k rings goes with the square root of their sum.
 */

export interface Petal {
  /** The ring's drawn thickness (on the radius axis). */
  value: number;
  /** The value it stands for. */
  raw: number | null;
}

/** Per series, per time: the rings to stack (negative and missing values draw nothing). */
export function petalRings(values: (number | null)[][], areaProportion: boolean): Petal[][] {
  const times = values[0]?.length ?? 0;
  const rings = values.map(() => [] as Petal[]);
  for (let t = 0; t < times; t += 1) {
    let sum = 0;
    let outer = 0;
    values.forEach((series, s) => {
      const raw = series[t] ?? null;
      sum += raw !== null && raw > 0 ? raw : 0;
      const radius = areaProportion ? Math.sqrt(sum) : sum;
      rings[s]!.push({ value: radius - outer, raw });
      outer = radius;
    });
  }
  return rings;
}
