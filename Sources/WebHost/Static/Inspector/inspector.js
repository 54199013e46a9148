// The inspector's page: reads the graph the server sends over the WebSocket, draws it
// with layout.js, and shows a node's details on a click or Enter; the timeline's events
// go to timeline.js, which shows the selected node's alone, and the interactors' commands
// to interactors.js, which shows the selected interactor's. Every text from the
// app goes in with textContent, never as markup.
"use strict";

const svgNS = "http://www.w3.org/2000/svg";
const canvas = document.getElementById("canvas");
const summary = document.getElementById("summary");
const filter = document.getElementById("filter");
const details = document.getElementById("details");
const connection = document.getElementById("connection");
const empty = document.getElementById("empty");
// Shown while the app offers its command log: the one --record saves, --replay reads.
const commandLog = document.getElementById("command-log");

let graph = { nodes: [], showsValues: false };
// What is drawn: the graph's nodes, with each group the user has not opened shown as one
// node standing for its members (a negative id: -group.id).
let shown = [];
const opened = new Set();
let selected = null;
const locations = new Map();
// The last label of every node seen, so that the timeline names a node that is gone.
const knownLabels = new Map();
let socket = null;
let retryDelay = 500;

function connect() {
  socket = new WebSocket(`ws://${location.host}/socket`);
  socket.addEventListener("open", () => {
    retryDelay = 500;
    connection.hidden = true;
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    const seconds = Math.round(retryDelay / 1000);
    connection.textContent =
      `Not connected to the app (it may have ended). Trying again in ${seconds || 1} s…`;
    connection.hidden = false;
    setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 10000);
  });
}

function receive(message) {
  switch (message.type) {
    case "graph":
      graph = message;
      commandLog.hidden = !message.commandLog;
      Interactors.setShowsValues(message.showsValues);
      draw();
      break;
    case "timeline":
      Timeline.receive(message);
      break;
    case "interactors":
      Interactors.receive(message);
      break;
    case "location":
      locations.set(message.node, message.location);
      if (selected === message.node) showDetails();
      break;
    case "travel":
      if (!message.done) Interactors.travelFailed(message);
      break;
    case "refused":
      console.warn("the inspector refused a message:", message.reason);
      break;
  }
}

// Whether `node` — or, for a closed group, one of its members — has `query` in its
// label, kind, type or state.
function matches(node, query) {
  if (!query) return true;
  if (node.isGroup && node.members.some((member) => matches(member, query))) return true;
  const text = `${node.label} ${node.kind} ${node.type} ${node.state}`.toLowerCase();
  return text.includes(query);
}

function element(name, attributes = {}, parent = null) {
  const made = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  if (parent) parent.appendChild(made);
  return made;
}

// The name given, or else the library function that made the node ("map in
// SearchPage.init()" shows as "map"; the details say where).
function heading(node) {
  if (node.name) return node.name;
  if (node.origin) return node.origin.split(" in ")[0];
  return node.kind;
}

// "Signal<Loadable<Array<User>>, Never>" → "Loadable<Array<User>>", and its error type
// after a "throws" when it has one.
function valueType(type) {
  const open = type.indexOf("<");
  if (open < 0 || !type.endsWith(">")) return type;
  const inner = type.slice(open + 1, -1);
  let depth = 0;
  for (let index = 0; index < inner.length; index++) {
    const character = inner[index];
    if (character === "<" || character === "(" || character === "[") depth++;
    else if (character === ">" || character === ")" || character === "]") depth--;
    else if (character === "," && depth === 0) {
      const failure = inner.slice(index + 1).trim();
      const value = inner.slice(0, index);
      return failure === "Never" ? value : `${value} throws ${failure}`;
    }
  }
  return inner;
}

function shortened(text, length) {
  return text.length > length ? text.slice(0, length - 1) + "…" : text;
}

// The nodes to draw: every node of an opened group or of none, and one node per closed
// group, whose edges are its members' edges from and to the outside.
function visible(nodes) {
  const standsFor = (node) =>
    node.group && !opened.has(node.group.id) ? -node.group.id : node.id;
  const byID = new Map(nodes.map((node) => [node.id, node]));
  const groups = new Map();
  const result = [];
  for (const node of nodes) {
    const id = standsFor(node);
    const inputs = [...new Set(node.inputs.filter((input) => byID.has(input))
      .map((input) => standsFor(byID.get(input))))].filter((input) => input !== id);
    if (id === node.id) {
      result.push({ ...node, inputs, order: node.id });
      continue;
    }
    let group = groups.get(id);
    if (!group) {
      group = {
        id, isGroup: true, group: node.group, kind: node.group.kind, label: node.group.name,
        name: node.group.name, type: "", events: 0, state: "completed", observers: 0,
        inputs: [], members: [], order: node.id,
      };
      groups.set(id, group);
      result.push(group);
    }
    group.members.push(node);
    group.events += node.events;
    if (node.state === "failed") group.state = "failed";
    else if (node.state === "live" && group.state !== "failed") group.state = "live";
    for (const input of inputs) if (!group.inputs.includes(input)) group.inputs.push(input);
  }
  for (const group of groups.values()) {
    group.type = `${group.members.length} node${group.members.length === 1 ? "" : "s"}`;
  }
  return result;
}

function draw() {
  const query = filter.value.trim().toLowerCase();
  shown = visible(graph.nodes);
  const alive = new Set(graph.nodes.map((node) => node.id));
  for (const node of graph.nodes) {
    knownLabels.set(node.id, shortened(heading(node) +
      (node.group ? ` · ${node.group.name}` : ""), 40));
  }
  Timeline.setLabels((id) =>
    `${knownLabels.get(id) ?? `#${id}`}${alive.has(id) ? "" : " (gone)"}`);
  const { positions, width, height } = Layout.layout(shown);
  canvas.setAttribute("width", width);
  canvas.setAttribute("height", height);
  canvas.setAttribute("viewBox", `0 0 ${width} ${height}`);
  canvas.replaceChildren();
  const edges = element("g", { class: "edges" }, canvas);
  const nodes = element("g", { class: "nodes" }, canvas);
  let matching = 0;
  for (const node of shown) {
    const to = positions.get(node.id);
    for (const input of node.inputs) {
      const from = positions.get(input);
      if (!from) continue;
      const x1 = from.x + Layout.width, y1 = from.y + Layout.height / 2;
      const x2 = to.x, y2 = to.y + Layout.height / 2;
      const bend = Math.max(30, (x2 - x1) / 2);
      element("path", {
        d: `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`,
        class: "edge",
        "data-from": input,
        "data-to": node.id,
      }, edges);
    }
    const isMatch = matches(node, query);
    if (isMatch) matching++;
    const group = element("g", {
      class: `node state-${node.state}${node.isGroup ? " group" : ""}` +
        `${isMatch ? "" : " dimmed"}${selected === node.id ? " selected" : ""}`,
      transform: `translate(${to.x},${to.y})`,
      tabindex: "0",
      role: "button",
      "data-id": node.id,
      "data-kind": node.kind,
      "aria-label": `${node.kind} ${node.label}, ${node.events} events, ${node.state}`,
    }, nodes);
    element("rect", { width: Layout.width, height: Layout.height, rx: 6 }, group);
    const title = element("text", { x: 8, y: 17, class: "label" }, group);
    title.textContent = shortened(heading(node), 34);
    const type = element("text", { x: 8, y: 33, class: "type" }, group);
    type.textContent = shortened(node.isGroup ? node.type : valueType(node.type), 30);
    const line = element("text", { x: 8, y: 49, class: "meta" }, group);
    line.textContent =
      `${node.kind} · ${node.events} event${node.events === 1 ? "" : "s"} · ${node.state}`;
    const tooltip = element("title", {}, group);
    tooltip.textContent = `${node.label}\n${node.type}`;
    group.addEventListener("click", () => select(node.id));
    group.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        select(node.id);
      }
    });
  }
  const count = graph.nodes.length;
  const closed = shown.filter((node) => node.isGroup).length;
  const failed = graph.nodes.filter((node) => node.state === "failed").length;
  summary.textContent =
    `${count} node${count === 1 ? "" : "s"}` +
    (closed ? ` · ${closed} group${closed === 1 ? "" : "s"} closed` : "") +
    (query ? ` · ${matching} match “${query}”` : "") +
    (failed ? ` · ${failed} failed` : "");
  empty.hidden = count > 0;
  if (selected !== null) showDetails();
}

function select(id) {
  selected = id;
  if (id > 0) Timeline.show(id);
  // A closed interactor's box stands for its group (-group id); an open one's members
  // carry the group.
  const node = shown.find((candidate) => candidate.id === id);
  if (node && node.group && node.group.kind === "interactor") Interactors.choose(node.group.id);
  if (id > 0 && !locations.has(id) && socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ type: "locate", node: id }));
  }
  for (const group of canvas.querySelectorAll(".node")) {
    group.classList.toggle("selected", Number(group.dataset.id) === id);
  }
  showDetails();
}

function showDetails() {
  const node = shown.find((candidate) => candidate.id === selected);
  const fields = document.getElementById("details-fields");
  fields.replaceChildren();
  details.hidden = false;
  const title = document.getElementById("details-title");
  const toggle = document.getElementById("toggle-group");
  toggle.hidden = !node || !node.group;
  if (node && node.group) {
    toggle.textContent = node.isGroup ? "Open this group" : `Close ${node.group.kind} ${node.group.name}`;
    toggle.onclick = () => {
      if (node.isGroup) {
        opened.add(node.group.id);
        selected = node.members[0].id;
      } else {
        opened.delete(node.group.id);
        selected = -node.group.id;
      }
      draw();
    };
  }
  if (node && node.isGroup) {
    title.textContent = `${node.kind} ${node.label}`;
    add(fields, "Kind", node.kind);
    add(fields, "Members", node.members.map((member) => heading(member) + " · " +
      valueType(member.type)).join("\n"));
    add(fields, "Events", `${node.events}, all members together`);
    add(fields, "State", node.state);
    return;
  }
  if (!node) {
    title.textContent = "Gone";
    add(fields, "", "This node was released: it left the graph.");
    return;
  }
  title.textContent = node.label;
  const byID = new Map(shown.map((candidate) => [candidate.id, candidate]));
  const names = (ids) => ids.map((id) => byID.get(id)?.label ?? `#${id}`).join(", ") || "none";
  add(fields, "Kind", node.kind);
  add(fields, "Type", node.type);
  add(fields, "State", node.state);
  add(fields, "Events", String(node.events));
  add(fields, "Observers", String(node.observers));
  add(fields, "Inputs", names(node.inputs));
  add(fields, "Outputs", names(shown.filter((n) => n.inputs.includes(node.id)).map((n) => n.id)));
  if (node.group) add(fields, "Group", `${node.group.kind} ${node.group.name}`);
  if (node.origin) add(fields, "Made by", node.origin);
  const location = locations.has(node.id)
    ? (locations.get(node.id) ?? "not known (no debug information)")
    : "looking it up…";
  add(fields, "Made at", location);
  if (graph.showsValues) add(fields, "Last value", node.value ?? "none yet");
  else add(fields, "Last value", "hidden: run the app with --inspect-values to show values");
}

function add(list, term, definition) {
  const dt = document.createElement("dt");
  dt.textContent = term;
  const dd = document.createElement("dd");
  dd.textContent = definition;
  list.append(dt, dd);
}

document.getElementById("close-details").addEventListener("click", () => {
  selected = null;
  details.hidden = true;
  for (const group of canvas.querySelectorAll(".node.selected")) group.classList.remove("selected");
});
filter.addEventListener("input", draw);
Interactors.setSend((request) => {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(request));
});
connect();
