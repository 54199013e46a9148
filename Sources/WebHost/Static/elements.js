// The web host's page: how each kind of element is drawn, with real HTML controls that
// send the user's actions. Loaded before app.js, which draws screens with it.
"use strict";

/// The elements of a page, consecutive rows gathered into one list.
function drawElements(page, fields) {
  const nodes = [];
  let rows = null;
  for (const element of page.elements) {
    if (element.kind === "row") {
      if (!rows) {
        rows = document.createElement("ul");
        rows.className = "rows";
        nodes.push(rows);
      }
      const item = document.createElement("li");
      item.append(drawRow(page, element));
      rows.append(item);
      continue;
    }
    rows = null;
    const wrapper = document.createElement("div");
    wrapper.className = `element ${element.kind}`;
    wrapper.append(drawElement(page, element, fields));
    nodes.push(wrapper);
  }
  return nodes;
}

function drawElement(page, element, fields) {
  const on = { page: page.number, element: element.id };
  switch (element.kind) {
    case "text": {
      const node = document.createElement(element.style === "title" ? "h2" : "p");
      if (element.style === "caption") node.className = "caption";
      node.textContent = element.text;
      return keyed(node, element);
    }
    case "button": {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = element.label;
      button.addEventListener("click", () => send({ type: "activate", ...on }));
      return keyed(button, element);
    }
    case "toggle": {
      const label = document.createElement("label");
      label.className = "toggle";
      const box = document.createElement("input");
      box.type = "checkbox";
      box.setAttribute("role", "switch");
      box.checked = element.isOn;
      box.addEventListener("change", () => {
        const wanted = box.checked;
        box.checked = element.isOn; // The app decides; its next screen shows the answer.
        send({ type: "toggle", ...on, on: wanted });
      });
      label.append(keyed(box, element), document.createTextNode(element.label));
      return label;
    }
    case "choice": {
      const fieldset = document.createElement("fieldset");
      fieldset.className = "choice";
      const legend = document.createElement("legend");
      legend.textContent = element.label;
      fieldset.append(legend);
      element.options.forEach((option, index) => {
        const label = document.createElement("label");
        const radio = document.createElement("input");
        radio.type = "radio";
        radio.name = `${page.number}-${element.id}`;
        radio.value = String(index);
        radio.checked = index === element.selected;
        radio.dataset.key = `${element.id}#${index}`;
        radio.dataset.option = option;
        radio.addEventListener("change", () => {
          if (radio.checked) send({ type: "choose", ...on, index });
        });
        label.append(radio, document.createTextNode(option));
        fieldset.append(label);
      });
      fieldset.dataset.id = element.id;
      return fieldset;
    }
    case "textField":
      return drawField(on, element, fields);
    case "loading": {
      const status = statusNode(element, "loading");
      status.setAttribute("aria-busy", "true");
      const spinner = document.createElement("span");
      spinner.className = "spinner";
      spinner.setAttribute("aria-hidden", "true");
      status.append(spinner, document.createTextNode("Loading…"));
      return status;
    }
    case "empty": {
      const status = statusNode(element, "empty");
      status.textContent = element.text;
      return status;
    }
    case "failed": {
      const status = statusNode(element, "failed");
      status.setAttribute("role", "alert");
      const message = document.createElement("p");
      message.textContent = element.text;
      status.append(message);
      if (element.canRetry) {
        const retry = document.createElement("button");
        retry.type = "button";
        retry.textContent = "Retry";
        retry.dataset.key = `${element.id}#retry`;
        retry.addEventListener("click", () => send({ type: "retry", ...on }));
        status.append(retry);
      }
      return status;
    }
  }
  const unknown = document.createElement("p");
  unknown.textContent = `(${element.kind})`;
  return unknown;
}

function drawRow(page, element) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "row";
  const title = document.createElement("span");
  title.className = "title";
  title.textContent = element.label;
  button.append(title);
  if (element.detail) {
    const detail = document.createElement("span");
    detail.className = "detail";
    detail.textContent = element.detail;
    button.append(detail);
  }
  button.addEventListener("click", () =>
    send({ type: "selectRow", page: page.number, element: element.id }),
  );
  return keyed(button, element);
}

/// A text field. While the user types, the field keeps what they typed unless the app
/// changed the text itself: an answer to an earlier keystroke must not undo a later one.
function drawField(on, element, fields) {
  const form = document.createElement("form");
  form.className = "field";
  form.setAttribute("role", "search");
  const inputId = `field-${element.id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const label = document.createElement("label");
  label.htmlFor = inputId;
  label.textContent = element.label;
  const input = document.createElement("input");
  input.type = "text";
  input.id = inputId;
  input.placeholder = element.placeholder || "";
  input.autocomplete = "off";
  input.spellcheck = false;
  const before = fields.get(element.id);
  const echoed = (sentTexts.get(element.id) || []).includes(element.text);
  const appChanged = !before || (before.server !== element.text && !echoed);
  input.value = appChanged ? element.text : before.typed;
  input.dataset.server = element.text;
  input.addEventListener("input", () => {
    const sent = sentTexts.get(element.id) || [];
    sent.push(input.value);
    sentTexts.set(element.id, sent.slice(-100));
    send({ type: "edit", ...on, text: input.value });
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "submit", ...on });
  });
  form.append(label, keyed(input, element));
  return form;
}

function statusNode(element, kind) {
  const status = document.createElement("div");
  status.className = `status ${kind}`;
  status.setAttribute("role", "status");
  status.dataset.id = element.id;
  status.dataset.kind = kind;
  return status;
}

function keyed(node, element) {
  node.dataset.id = element.id;
  node.dataset.kind = element.kind;
  node.dataset.key = element.id;
  return node;
}
