/**
 * What makes a VirtualList as tall as all its rows (and its header row, when it has one), for a short list the
 * page around it scrolls (an album's tracks, a show's episodes, a book's chapters): bound with `v-bind`. An empty
 * list keeps one row's height, so the page does not jump while its rows are read.
 */
export function fittedRows(count: number, rowHeight: number, headerHeight = 0) {
  return {
    count,
    rowHeight,
    headerHeight,
    style: { height: `${headerHeight + Math.max(1, count) * rowHeight}px` },
  }
}
