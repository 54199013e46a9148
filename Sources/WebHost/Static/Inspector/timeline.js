// The inspector's timeline: the events the server sends, drawn as one lane per node over
// the last ten seconds, with the latest events listed below. A failure stands out in red;
// a node whose flood was sampled says how many of its events are not shown.
"use strict";

const Timeline = (() => {
  const svgNS = "http://www.w3.org/2000/svg";
  const span = 10000; // milliseconds drawn
  const kept = 2000; // entries the page keeps
  const listed = 50; // entries listed
  const lanes = document.getElementById("timeline-lanes");
  const list = document.getElementById("timeline-list");
  const scope = document.getElementById("timeline-scope");
  const showAll = document.getElementById("timeline-all");
  const note = document.getElementById("timeline-note");
  let entries = [];
  let notShown = {};
  let missed = 0;
  let node = null; // the id shown alone, or null for all
  let labelOf = (id) => `#${id}`;

  function receive(message) {
    entries = entries.concat(message.entries).slice(-kept);
    notShown = message.notShown;
    missed += message.missed;
    draw();
  }

  // Shows only the events of the node with this id, or every node's for null.
  function show(id) {
    node = id;
    draw();
  }

  function element(name, attributes, parent) {
    const made = document.createElementNS(svgNS, name);
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    parent.appendChild(made);
    return made;
  }

  function seconds(time) {
    return `${(time / 1000).toFixed(3)} s`;
  }

  function draw() {
    const chosen = node === null ? entries : entries.filter((entry) => entry.node === node);
    scope.textContent = node === null ? "all nodes" : labelOf(node);
    showAll.hidden = node === null;
    const hidden = node === null
      ? Object.values(notShown).reduce((sum, count) => sum + count, 0)
      : (notShown[String(node)] ?? 0);
    const parts = [];
    if (hidden) parts.push(`${hidden} event${hidden === 1 ? "" : "s"} not shown (sampled under a flood)`);
    if (missed && node === null) parts.push(`${missed} older event${missed === 1 ? "" : "s"} missed`);
    note.textContent = parts.join(" · ");
    note.hidden = parts.length === 0;
    drawLanes(chosen);
    drawList(chosen);
  }

  function drawLanes(chosen) {
    lanes.replaceChildren();
    if (chosen.length === 0) {
      lanes.setAttribute("height", 0);
      return;
    }
    const end = chosen[chosen.length - 1].time;
    const start = end - span;
    const recent = chosen.filter((entry) => entry.time >= start);
    const nodes = [...new Set(recent.map((entry) => entry.node))];
    const labelWidth = 260, laneHeight = 22, width = 900;
    const height = nodes.length * laneHeight + 20;
    lanes.setAttribute("viewBox", `0 0 ${width} ${height}`);
    lanes.setAttribute("width", width);
    lanes.setAttribute("height", height);
    const x = (time) => labelWidth + ((time - start) / span) * (width - labelWidth - 10);
    nodes.forEach((id, index) => {
      const y = index * laneHeight;
      const label = element("text", { x: 4, y: y + 15, class: "lane-label" }, lanes);
      const count = notShown[String(id)];
      label.textContent = labelOf(id) + (count ? ` (+${count})` : "");
      element("line", { x1: labelWidth, x2: width - 10, y1: y + 11, y2: y + 11, class: "lane" },
        lanes);
    });
    for (const entry of recent) {
      const y = nodes.indexOf(entry.node) * laneHeight + 11;
      const mark = element("rect", {
        x: x(entry.time) - 1.5, y: y - (entry.kind === "value" ? 5 : 8),
        width: entry.kind === "value" ? 3 : 6, height: entry.kind === "value" ? 10 : 16,
        class: `mark kind-${entry.kind}`,
      }, lanes);
      const title = element("title", {}, mark);
      title.textContent = `${labelOf(entry.node)}: ${entry.kind} at ${seconds(entry.time)}` +
        ` on ${entry.thread}` + (entry.value === null ? "" : `\n${entry.value}`);
    }
    const axis = element("text", { x: width - 10, y: height - 4, class: "axis" }, lanes);
    axis.setAttribute("text-anchor", "end");
    axis.textContent = `the last 10 s, to ${seconds(end)}`;
  }

  function drawList(chosen) {
    list.replaceChildren();
    for (const entry of chosen.slice(-listed).reverse()) {
      const row = document.createElement("tr");
      row.className = `kind-${entry.kind}`;
      for (const text of [seconds(entry.time), labelOf(entry.node), entry.kind, entry.thread,
        entry.value ?? ""]) {
        const cell = document.createElement("td");
        cell.textContent = text;
        row.appendChild(cell);
      }
      list.appendChild(row);
    }
  }

  showAll.addEventListener("click", () => show(null));
  return {
    receive,
    show,
    // Sets how a node's id is shown (its label while it is in the graph).
    setLabels(labels) {
      labelOf = labels;
      draw();
    },
  };
})();
