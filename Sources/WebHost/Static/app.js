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
  retry: document.getElementById("retry"),
  alert: document.getElementById("alert"),
  alertTitle: document.getElementById("alert-title"),
  alertMessage: document.getElementById("alert-message"),
  alertActions: document.querySelector("#alert .actions"),
};

let socket = null;
// For tests and the curious: the socket, which a test closes to see the page reconnect,
// and the delay of each reconnect, in milliseconds.
window.__signals = { socket: null, retryDelays: [] };
let screen = null; // the last screen received
let shownPage = 0; // the number of the page drawn, to notice a new one
let shownAlert = 0; // the number of the alert in the dialog
const focusByPage = new Map(); // page number → the focus it had when another page covered it
const sentTexts = new Map(); // text field id → the texts sent for it on this page

// The session survives a reload and a dropped connection: the token of the last hello,
// kept in sessionStorage (this tab's, for this origin), resumes it within the server's
// grace period. See "Reload and dropped connections" in WebHost.docc/WebHost.md.
const TOKEN_KEY = "signals.session";
const FOCUS_KEY = "signals.focus";
const RETRY_FIRST = 500; // milliseconds before the first reconnect, doubled after each
const RETRY_MOST = 30000;

let attempts = 0; // reconnects tried since the last hello
let retry = null; // the reconnect waiting: { at, timer, countdown }; null while one tries
let ended = null; // why the server ended the session for this page, once it has
let focusBeforeDrop = null; // the focus when the connection dropped, to give back

// Nothing the user did is lost with a socket: each action is numbered as it is sent and
// kept until the server acknowledges it; after a resume, the server says the last number
// it received and the page sends the rest again, in order. The server takes each number
// once. See "Resuming a session" in WebHost.docc/Protocol.md.
const PENDING_KEY = "signals.pending";
let pending = []; // { sequence, action }, oldest first: sent or to send, not acknowledged
let nextSequence = 1;
let resuming = false; // this socket resumed, and the server has not yet said where it is
let synced = false; // the server knows where this page's numbering is: actions go at once

// A server that stops acknowledging — a connection dead without a close yet, an app stuck
// on its thread — would have `pending` grow with every key. So at MAX_PENDING actions not
// acknowledged the page holds: it says so, takes no more input, and lets go once the
// server has caught up. Nothing the user did is dropped. An open alert goes until then,
// and the browser's Back and Forward, which a page cannot hold, ask for one page at most
// per page shown, as always.
const MAX_PENDING = 100;

function connect() {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const opened = new WebSocket(`${scheme}://${location.host}/socket${token ? "?resume" : ""}`);
  socket = opened;
  window.__signals.socket = opened;
  resuming = Boolean(token);
  synced = false;
  if (!token) {
    pending = []; // a new session: what the last one did not take is not for it
    nextSequence = 1;
  }
  opened.addEventListener("open", () => {
    if (token) opened.send(JSON.stringify({ version: PROTOCOL_VERSION, type: "resume", token }));
  });
  opened.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  opened.addEventListener("close", () => {
    if (opened !== socket) return;
    if (ended !== null) sessionEnded();
    else reconnect();
  });
}

/// Shows that the page is out of touch: nothing on it works, as an alert's answer, like
/// any control, would go nowhere. The alert goes, the page goes inert, and Start again
/// takes the focus.
function goInert(text, state) {
  if (state === "reconnecting" && focusBeforeDrop === null) focusBeforeDrop = rememberFocus();
  if (ui.alert.open) ui.alert.close();
  shownAlert = 0;
  ui.bar.inert = true;
  ui.page.inert = true;
  ui.connection.classList.remove("connected");
  ui.connectionText.textContent = text;
  ui.reload.hidden = false;
  ui.retry.hidden = state !== "reconnecting";
  document.body.dataset.connection = state;
  ui.reload.focus();
}

/// Tries again after a delay that doubles from half a second up to thirty, each with a
/// random part so that many tabs of a restarted server do not all come back at once. The
/// banner counts down to the next try, which Retry now brings forward.
function reconnect() {
  const delay = Math.min(RETRY_FIRST * 2 ** attempts * (0.75 + Math.random() / 2), RETRY_MOST);
  attempts += 1;
  retry = { at: Date.now() + delay, timer: setTimeout(retryNow, delay) };
  retry.countdown = setInterval(showCountdown, 250);
  window.__signals.retryDelays.push(delay);
  goInert("", "reconnecting");
  // The banner is a live region: the seconds, hidden from screen readers, change in it
  // without announcing themselves every second.
  ui.connectionText.replaceChildren(
    "Reconnecting",
    countdown,
    "… Retry now tries at once; Start again opens a new session.",
  );
  showCountdown();
}

const countdown = document.createElement("span");
countdown.setAttribute("aria-hidden", "true");

function showCountdown() {
  if (retry === null) return;
  const seconds = Math.max(1, Math.ceil((retry.at - Date.now()) / 1000));
  const text = ` in ${seconds} s`;
  if (countdown.textContent !== text) countdown.textContent = text;
}

/// Tries to reconnect now, unless a try is under way.
function retryNow() {
  if (retry === null) return;
  clearTimeout(retry.timer);
  clearInterval(retry.countdown);
  retry = null;
  ui.connectionText.textContent = "Reconnecting…";
  connect();
}

/// The session is over for this page: Start again opens a new one.
function sessionEnded() {
  sessionStorage.removeItem(TOKEN_KEY);
  pending = [];
  focusBeforeDrop = null;
  goInert(`The session ended: ${ended}. Start again opens a new session.`, "closed");
}

/// Undoes `goInert` once the session is back.
function resumed() {
  attempts = 0;
  showConnected();
  holdWhileBehind();
}

function showConnected() {
  ui.bar.inert = false;
  ui.page.inert = false;
  ui.reload.hidden = true;
  ui.retry.hidden = true;
  ui.connection.classList.add("connected");
  ui.connectionText.textContent = "Connected.";
  document.body.dataset.connection = "open";
}

function receive(message) {
  switch (message.type) {
    case "hello":
      if (message.token) sessionStorage.setItem(TOKEN_KEY, message.token);
      resumed();
      document.body.dataset.session = String(message.session);
      pageHistory.start(message.session);
      synced = !resuming; // a resume waits for the acknowledgement that follows the hello
      break;
    case "acknowledged":
      acknowledged(message.sequence);
      break;
    case "screen":
      ui.notice.hidden = true;
      draw(message.screen);
      giveBackFocus();
      break;
    case "ended":
      ended = message.reason;
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

/// Sends `action`, numbered, and keeps it until the server acknowledges it; while the
/// socket is down or resuming, it waits to be sent after the resume.
function send(action) {
  const entry = { sequence: null, action };
  pending.push(entry);
  if (synced) transmit(entry);
  holdWhileBehind();
}

/// Holds the page's input while MAX_PENDING actions wait for the server's acknowledgement,
/// and lets go, with the focus and the alert given back, once fewer do. A page out of
/// touch with its server is inert already.
function holdWhileBehind() {
  const state = document.body.dataset.connection;
  const behind = pending.length >= MAX_PENDING;
  if (behind && state === "open") {
    if (focusBeforeDrop === null) focusBeforeDrop = rememberFocus();
    if (document.activeElement) document.activeElement.blur();
    if (ui.alert.open) ui.alert.close();
    shownAlert = 0;
    ui.bar.inert = true;
    ui.page.inert = true;
    ui.connection.classList.remove("connected");
    ui.connectionText.textContent =
      `Waiting for the server to confirm your last ${pending.length} actions. ` +
      "They are kept and will be sent; nothing more can be done until it answers.";
    document.body.dataset.connection = "held";
  } else if (!behind && state === "held") {
    showConnected();
    const focus = focusBeforeDrop;
    focusBeforeDrop = null;
    if (screen && screen.alert) drawAlert(screen.alert);
    else if (!restoreFocus(focus) && screen && screen.page) focusFirst(screen.page);
  }
}

function transmit(entry) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  if (entry.sequence === null) entry.sequence = nextSequence++;
  const { sequence, action } = entry;
  socket.send(JSON.stringify({ version: PROTOCOL_VERSION, ...action, sequence }));
}

/// The server has every action numbered up to `sequence`: they go. After a resume, the
/// rest go again, in order, with their numbers, and new ones are numbered after them.
function acknowledged(sequence) {
  pending = pending.filter((entry) => entry.sequence === null || entry.sequence > sequence);
  nextSequence = Math.max(nextSequence, sequence + 1);
  holdWhileBehind();
  if (synced) return;
  synced = true;
  for (const entry of pending) transmit(entry);
}

/// Puts the focus back where it was before the page lost its connection or reloaded, on
/// the first screen after, if that element is still there.
function giveBackFocus() {
  if (document.body.dataset.connection === "held") return; // on letting go, then
  let focus = focusBeforeDrop;
  focusBeforeDrop = null;
  const saved = sessionStorage.getItem(FOCUS_KEY);
  sessionStorage.removeItem(FOCUS_KEY);
  if (focus === null && saved !== null) {
    const { page, ...kept } = JSON.parse(saved);
    if (screen && screen.page && screen.page.number === page) focus = kept;
  }
  if (focus === null || !screen || screen.alert) return;
  restoreFocus(focus);
}

// A reload gives the focus back too, and sends what the server had not acknowledged:
// the page remembers both for the next one.
window.addEventListener("pagehide", () => {
  const focus = rememberFocus();
  if (focus && screen && screen.page) {
    sessionStorage.setItem(FOCUS_KEY, JSON.stringify({ page: screen.page.number, ...focus }));
  }
  if (pending.length > 0 && sessionStorage.getItem(TOKEN_KEY)) keepPending();
});

/// Saves what the server had not acknowledged for the next page. An edit followed at once
/// by another of the same field is left out: an edit carries the field's whole text. If
/// sessionStorage (a few megabytes a tab) still cannot hold it all, it keeps the oldest
/// that fit, which the server applies in order, and says on the console what was lost.
function keepPending() {
  const kept = pending.filter((entry, index) => {
    const next = pending[index + 1];
    return !(next && entry.action.type === "edit" && next.action.type === "edit" &&
      entry.action.page === next.action.page && entry.action.element === next.action.element);
  });
  const fits = (count) => {
    try {
      sessionStorage.setItem(PENDING_KEY,
        JSON.stringify({ pending: kept.slice(0, count), nextSequence }));
      return true;
    } catch (error) {
      return false; // QuotaExceededError
    }
  };
  if (fits(kept.length)) return;
  let low = 0; // the most known to fit
  let high = kept.length; // the fewest known not to
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  if (low === 0) sessionStorage.removeItem(PENDING_KEY);
  console.warn(
    `sessionStorage is full: of ${kept.length} actions the server had not confirmed, ` +
    `the last ${kept.length - low} cannot be kept across this reload and are lost`);
}

/// What the page before a reload had not had acknowledged, to send after the resume.
function restorePending() {
  const saved = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (saved === null) return;
  ({ pending, nextSequence } = JSON.parse(saved));
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
  // A page that holds its input opens the alert and moves the focus when it lets go.
  if (document.body.dataset.connection === "held") return;
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

ui.retry.addEventListener("click", retryNow);

ui.reload.addEventListener("click", () => {
  sessionStorage.removeItem(TOKEN_KEY);
  location.reload();
});

document.addEventListener("keydown", (event) => {
  // An inert page, out of touch or holding, takes no keys either.
  if (ui.alert.open || !screen || !screen.page || ui.page.inert) return;
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

restorePending();
connect();
