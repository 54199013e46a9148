// The web host's page: draws each screen the server sends and sends back what the user
// does, in the protocol of WebHost.docc/Protocol.md. Plain JavaScript, no build step.
"use strict";

const PROTOCOL_VERSION = 1;

const ui = {
  bar: document.querySelector("header.bar"),
  page: document.getElementById("page"),
  back: document.getElementById("back"),
  breadcrumb: document.querySelector("#breadcrumb ol"),
  title: document.getElementById("title"),
  elements: document.getElementById("elements"),
  notice: document.getElementById("notice"),
  connection: document.getElementById("connection"),
  connectionText: document.getElementById("connection-text"),
  reload: document.getElementById("reload"),
  alert: document.getElementById("alert"),
  alertTitle: document.getElementById("alert-title"),
  alertMessage: document.getElementById("alert-message"),
  alertActions: document.querySelector("#alert .actions"),
};

let socket = null;
let screen = null; // the last screen received
let shownPage = 0; // the number of the page drawn, to notice a new one
let shownAlert = 0; // the number of the alert in the dialog
const focusByPage = new Map(); // page number → the focus it had when another page covered it
const sentTexts = new Map(); // text field id → the texts sent for it on this page

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/socket`);
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    // Nothing on the page works any more: an alert's answer, like any control, would go
    // nowhere. The alert goes, the page goes inert, and Start again takes the focus.
    if (ui.alert.open) ui.alert.close();
    shownAlert = 0;
    ui.bar.inert = true;
    ui.page.inert = true;
    ui.connection.classList.remove("connected");
    ui.connectionText.textContent =
      "The connection to the app ended. Starting again opens a new session.";
    ui.reload.hidden = false;
    document.body.dataset.connection = "closed";
    ui.reload.focus();
  });
}

function receive(message) {
  switch (message.type) {
    case "hello":
      ui.connection.classList.add("connected");
      document.body.dataset.session = String(message.session);
      pageHistory.start(message.session);
      break;
    case "screen":
      ui.notice.hidden = true;
      draw(message.screen);
      break;
    case "rejected":
      console.warn("The app refused an action:", message.reason);
      ui.notice.textContent = `That did not work: ${message.reason}`;
      ui.notice.hidden = false;
      if (screen) draw(screen); // Back to what the app says, whatever the user changed.
      pageHistory.refused(screen);
      break;
  }
}

function send(action) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ version: PROTOCOL_VERSION, ...action }));
  }
}

/// The screen drawn last, for history.js.
function shownScreen() {
  return screen;
}

// Drawing

function draw(next) {
  const previous = screen;
  screen = next;
  const page = next.page;

  ui.breadcrumb.replaceChildren(
    ...next.breadcrumb.map((title, index) => {
      const item = document.createElement("li");
      item.textContent = title;
      if (index === next.breadcrumb.length - 1) item.setAttribute("aria-current", "page");
      return item;
    }),
  );
  // A first page's breadcrumb would only repeat its heading.
  ui.breadcrumb.parentElement.hidden = next.breadcrumb.length < 2;
  ui.back.hidden = !next.canGoBack;
  document.title = page ? page.title : "Signals";
  ui.title.textContent = page ? page.title : "";
  document.body.dataset.page = page ? String(page.number) : "";

  const focus = rememberFocus();
  const fields = previousFields(previous);
  ui.elements.replaceChildren(...(page ? drawElements(page, fields) : []));

  const isNewPage = page && page.number !== shownPage;
  if (isNewPage) {
    sentTexts.clear();
    if (focus && shownPage) focusByPage.set(shownPage, focus);
  }
  shownPage = page ? page.number : 0;
  pageHistory.follow(next);
  drawAlert(next.alert);
  if (next.alert) return;
  if (isNewPage) {
    // A page shown again, as after Back, gets back the focus it had: the row the user
    // opened, as the terminal host does. A new page's first control takes it.
    const returned = focusByPage.get(page.number);
    forgetFocusAbove(page.number);
    if (!returned || !restoreFocus(returned)) focusFirst(page);
  } else if (focus) {
    restoreFocus(focus);
  } else if (document.activeElement === ui.title || document.activeElement === document.body) {
    // The page had nothing to focus, such as while it loaded: its first control now.
    const first = controls()[0];
    if (first) first.focus({ preventScroll: true });
  }
}

/// The text fields drawn now: what the app last said and what the user has typed.
function previousFields(previous) {
  const fields = new Map();
  if (!previous || !previous.page || !screen.page || previous.page.number !== screen.page.number) {
    return fields;
  }
  for (const input of ui.elements.querySelectorAll("input[type=text]")) {
    fields.set(input.dataset.id, { server: input.dataset.server, typed: input.value });
  }
  return fields;
}

// Focus: kept on the same element across screens, moved to a new page's first control.

function rememberFocus() {
  const active = document.activeElement;
  if (!active || !ui.elements.contains(active) || !active.dataset.key) return null;
  const focus = { key: active.dataset.key };
  if (active.tagName === "INPUT" && active.type === "text") {
    focus.start = active.selectionStart;
    focus.end = active.selectionEnd;
  }
  return focus;
}

/// Focuses the element `focus` names, if it is there; says whether it was.
function restoreFocus(focus) {
  if (!focus) return false;
  const node = [...ui.elements.querySelectorAll("[data-key]")].find(
    (candidate) => candidate.dataset.key === focus.key,
  );
  if (!node) return false;
  node.focus({ preventScroll: true });
  if (focus.start !== undefined) node.setSelectionRange(focus.start, focus.end);
  return true;
}

/// Forgets the focus of the pages above `number`: pages are numbered as they open, so
/// those are gone for good.
function forgetFocusAbove(number) {
  for (const key of [...focusByPage.keys()]) {
    if (key >= number) focusByPage.delete(key);
  }
}

function focusFirst(page) {
  const target = page.typingTarget && typingField();
  const first = target || controls()[0];
  (first || ui.title).focus();
}

function typingField() {
  if (!screen || !screen.page || !screen.page.typingTarget) return null;
  return [...ui.elements.querySelectorAll("input[type=text]")].find(
    (input) => input.dataset.id === screen.page.typingTarget,
  );
}

function controls() {
  return [...ui.elements.querySelectorAll("button, input")].filter(
    (node) => !(node.type === "radio" && !node.checked),
  );
}

// The alert, as a modal dialog.

function drawAlert(alert) {
  if (!alert) {
    if (ui.alert.open) ui.alert.close();
    shownAlert = 0;
    return;
  }
  if (ui.alert.open && shownAlert === alert.number) return;
  shownAlert = alert.number;
  ui.alertTitle.textContent = alert.title;
  ui.alertMessage.textContent = alert.message;
  ui.alertMessage.hidden = alert.message === "";
  ui.alertActions.replaceChildren(
    ...alert.actions.map((action, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = action.role;
      button.textContent = action.label;
      button.dataset.index = String(index);
      button.addEventListener("click", () => answer(alert, index));
      return button;
    }),
  );
  if (!ui.alert.open) ui.alert.showModal();
  const safe = alert.actions.findIndex((action) => action.role !== "destructive");
  ui.alertActions.children[Math.max(safe, 0)].focus();
}

function answer(alert, index) {
  ui.alert.close();
  shownAlert = 0;
  send({ type: "alertAction", alert: alert.number, index });
}

// Esc in the dialog picks its cancel action, or its only one; otherwise the dialog stays.
ui.alert.addEventListener("cancel", (event) => {
  event.preventDefault();
  const alert = screen && screen.alert;
  if (!alert) return;
  const cancel = alert.actions.findIndex((action) => action.role === "cancel");
  if (cancel >= 0) answer(alert, cancel);
  else if (alert.actions.length === 1) answer(alert, 0);
});

// Keys: Esc goes back, the arrows move between controls, typing reaches the typing target.

ui.back.addEventListener("click", () => {
  if (screen && screen.page) pageHistory.back(screen);
});

ui.reload.addEventListener("click", () => location.reload());

document.addEventListener("keydown", (event) => {
  if (ui.alert.open || !screen || !screen.page) return;
  const target = event.target;
  const inField = target.tagName === "INPUT" && target.type === "text";
  if (event.key === "Escape" && screen.canGoBack) {
    event.preventDefault();
    pageHistory.back(screen);
    return;
  }
  if ((event.key === "ArrowDown" || event.key === "ArrowUp") && target.type !== "radio") {
    const list = controls();
    const index = list.indexOf(target);
    const next = index + (event.key === "ArrowDown" ? 1 : -1);
    if (index === -1 && event.key === "ArrowDown" && list.length > 0) {
      event.preventDefault();
      list[0].focus();
    } else if (index >= 0 && next >= 0 && next < list.length) {
      event.preventDefault();
      list[next].focus();
    }
    return;
  }
  const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  const field = typingField();
  if (printable && !inField && field && event.key !== " ") {
    // Moving the focus before the key's default action types the key into the field.
    field.focus();
  }
});

connect();
