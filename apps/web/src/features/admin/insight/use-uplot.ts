import { type RefObject, useEffect } from 'react';
import uPlot from 'uplot';

/**
 * A uPlot chart inside `container`: made in an effect from `options(width)` and `data`, as wide
 * as the container whenever it resizes, destroyed when the component leaves or the inputs change
 * (a new chart is cheaper than reconciling series and scales).
 */
export function useUplot(
  container: RefObject<HTMLElement | null>,
  options: (width: number) => uPlot.Options,
  data: uPlot.AlignedData,
) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = () => Math.floor(element.getBoundingClientRect().width);
    const plot = new uPlot(options(width()), data, element);
    const observer = new ResizeObserver(() => {
      const next = width();
      if (next > 0 && next !== plot.width) plot.setSize({ width: next, height: plot.height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [container, options, data]);
}
