// Lays a graph out in layers, sources on the left: each node one layer to the right of
// its furthest input, and the nodes of a layer ordered so that edges cross little (sweeps
// of the barycentre heuristic, at most 24, keeping the order that crossed fewest). No
// dependency: it is a few dozen lines.
"use strict";

const Layout = (() => {
  const width = 230;
  const height = 58;
  const gapX = 70;
  const gapY = 14;
  // Sweeps of the barycentre heuristic, each layer in turn ordered by where its inputs
  // (or, sweeping back, its outputs) are; the best ordering of them is kept.
  const maximumSweeps = 24;

  // nodes: [{id, inputs: [id], order}]. Returns {positions: Map(id → {x, y, layer}), width,
  // height}; inputs that are not among the nodes are ignored, and so is an edge that
  // would close a cycle.
  function layout(nodes) {
    const byID = new Map(nodes.map((node) => [node.id, node]));
    const layerOf = new Map();
    const visiting = new Set();
    function layer(node) {
      if (layerOf.has(node.id)) return layerOf.get(node.id);
      visiting.add(node.id);
      let result = 0;
      for (const input of node.inputs) {
        const upstream = byID.get(input);
        if (!upstream || visiting.has(input)) continue;
        result = Math.max(result, layer(upstream) + 1);
      }
      visiting.delete(node.id);
      layerOf.set(node.id, result);
      return result;
    }
    // In the order the nodes were made: a node's `order`, else its id.
    const madeAt = (node) => node.order ?? node.id;
    const sorted = [...nodes].sort((a, b) => madeAt(a) - madeAt(b));
    sorted.forEach(layer);

    const layers = [];
    for (const node of sorted) {
      const index = layerOf.get(node.id);
      (layers[index] ||= []).push(node);
    }
    const outputs = new Map(nodes.map((node) => [node.id, []]));
    for (const node of nodes) {
      for (const input of node.inputs) {
        if (outputs.has(input)) outputs.get(input).push(node.id);
      }
    }

    const rank = new Map();
    const rankAll = () =>
      layers.forEach((row) => row.forEach((node, index) => rank.set(node.id, index)));
    rankAll();
    const barycentre = (ids, fallback) => {
      const ranks = ids.filter((id) => rank.has(id)).map((id) => rank.get(id));
      return ranks.length ? ranks.reduce((a, b) => a + b, 0) / ranks.length : fallback;
    };
    // Edges between each layer and the next, as pairs of ids, to count their crossings.
    const spans = layers.slice(0, -1).map((row, index) => {
      const next = new Set(layers[index + 1].map((node) => node.id));
      return row.flatMap((node) =>
        outputs.get(node.id).filter((id) => next.has(id)).map((id) => [node.id, id]));
    });
    const crossings = () => {
      let count = 0;
      for (const edges of spans) {
        for (let i = 0; i < edges.length; i++) {
          for (let j = i + 1; j < edges.length; j++) {
            const [a, b] = edges[i];
            const [c, d] = edges[j];
            if ((rank.get(a) - rank.get(c)) * (rank.get(b) - rank.get(d)) < 0) count++;
          }
        }
      }
      return count;
    };
    let best = { crossings: crossings(), rows: layers.map((row) => [...row]) };
    for (let sweep = 0; sweep < maximumSweeps && best.crossings > 0; sweep++) {
      const forward = sweep % 2 === 0;
      const order = forward ? layers.slice(1) : layers.slice(0, -1).reverse();
      for (const row of order) {
        const keys = new Map(
          row.map((node) => [
            node.id,
            barycentre(forward ? node.inputs : outputs.get(node.id), rank.get(node.id)),
          ]));
        row.sort((a, b) => keys.get(a.id) - keys.get(b.id) || madeAt(a) - madeAt(b));
        row.forEach((node, index) => rank.set(node.id, index));
      }
      const now = crossings();
      if (now < best.crossings) best = { crossings: now, rows: layers.map((row) => [...row]) };
    }
    best.rows.forEach((row, index) => (layers[index] = row));

    const positions = new Map();
    let tallest = 0;
    layers.forEach((row, column) => {
      row.forEach((node, index) => {
        positions.set(node.id, {
          x: gapY + column * (width + gapX),
          y: gapY + index * (height + gapY),
          layer: column,
        });
      });
      tallest = Math.max(tallest, row.length);
    });
    return {
      positions,
      width: gapY * 2 + Math.max(1, layers.length) * (width + gapX) - gapX,
      height: gapY + tallest * (height + gapY),
    };
  }

  return { layout, width, height };
})();
