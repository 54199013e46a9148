// The inspector's interactors panel: for the interactor chosen, its commands in order,
// newest first, each with the change it made to the view model and the effect it
// started, and how many of its effects run now. "Show the app after this" shows the app
// as that command left it (time travel); "Live" shows it as it is now.
"use strict";

const Interactors = (() => {
  const choice = document.getElementById("interactor-choice");
  const running = document.getElementById("interactor-running");
  const list = document.getElementById("interactor-commands");
  const empty = document.getElementById("interactors-empty");
  const past = document.getElementById("interactor-past");
  const pastText = document.getElementById("interactor-past-text");
  const live = document.getElementById("interactor-live");
  const error = document.getElementById("interactor-error");
  let interactors = [];
  let chosen = null; // the id chosen, kept while that interactor lives
  let showsValues = false;
  let send = () => {};
  // The commands whose change the user opened, as "interactor:sequence": each message
  // redraws the list, and what was open stays open.
  const opened = new Set();

  function receive(message) {
    interactors = message.interactors;
    if (!interactors.some((interactor) => interactor.id === chosen)) {
      chosen = interactors.length ? interactors[interactors.length - 1].id : null;
    }
    draw();
  }

  // Chooses the interactor whose group has this id, if it is one.
  function choose(id) {
    if (!interactors.some((interactor) => interactor.id === id)) return;
    chosen = id;
    draw();
  }

  function draw() {
    empty.hidden = interactors.length > 0;
    choice.hidden = interactors.length === 0;
    choice.replaceChildren(...interactors.map((interactor) => {
      const option = document.createElement("option");
      option.value = String(interactor.id);
      option.textContent = `${interactor.name} (${interactor.commands.length +
        interactor.dropped} command${interactor.commands.length + interactor.dropped === 1
        ? "" : "s"})`;
      option.selected = interactor.id === chosen;
      return option;
    }));
    const interactor = interactors.find((candidate) => candidate.id === chosen);
    list.replaceChildren();
    running.textContent = "";
    past.hidden = true;
    if (!interactor) return;
    if (interactor.shown !== null) {
      past.hidden = false;
      pastText.textContent = `The app shows ${interactor.name} as command #${interactor.shown}` +
        " left it. Commands its views send meanwhile wait, and are reduced at Live.";
    }
    const effects = interactor.runningEffects;
    running.textContent = `${effects} effect${effects === 1 ? "" : "s"} running now`;
    for (const command of [...interactor.commands].reverse()) {
      const item = document.createElement("li");
      const details = document.createElement("details");
      const key = `${interactor.id}:${command.sequence}`;
      details.open = opened.has(key);
      details.addEventListener("toggle", () => {
        if (details.open) opened.add(key);
        else opened.delete(key);
      });
      const summary = document.createElement("summary");
      summary.textContent = `#${command.sequence} ${command.command}` +
        (command.effect ? ` → effect ${command.effect}` : "") +
        (command.changedLines ? "" : " · no change");
      details.appendChild(summary);
      const body = document.createElement("pre");
      body.className = "diff";
      if (command.changes.length) {
        for (const line of command.changes) {
          const span = document.createElement("span");
          span.className = line.startsWith("+") ? "added" : "removed";
          span.textContent = line + "\n";
          body.appendChild(span);
        }
      } else if (command.changedLines) {
        body.textContent = `${command.changedLines} line${command.changedLines === 1 ? "" : "s"}` +
          " of the view model changed" + (showsValues ? "" :
          ": run the app with --inspect-values to see them");
      } else {
        body.textContent = "The view model did not change.";
      }
      details.appendChild(body);
      const show = document.createElement("button");
      show.type = "button";
      show.className = "travel";
      show.textContent = interactor.shown === command.sequence
        ? "Shown now" : "Show the app after this";
      show.disabled = interactor.shown === command.sequence;
      show.addEventListener("click", () => {
        error.hidden = true;
        send({ type: "travel", interactor: interactor.id, to: command.sequence });
      });
      details.appendChild(show);
      if (interactor.shown === command.sequence) item.className = "shown";
      item.appendChild(details);
      list.appendChild(item);
    }
    if (interactor.dropped) {
      const item = document.createElement("li");
      item.className = "dropped";
      item.textContent = `${interactor.dropped} older command${interactor.dropped === 1
        ? "" : "s"} not kept`;
      list.appendChild(item);
    }
  }

  choice.addEventListener("change", () => choose(Number(choice.value)));
  live.addEventListener("click", () => {
    if (chosen !== null) send({ type: "travel", interactor: chosen, to: null });
  });
  return {
    receive,
    choose,
    // Says that the app could not show what was asked.
    travelFailed(message) {
      error.hidden = false;
      error.textContent = message.to === null
        ? "The interactor is gone: there is nothing to return to."
        : `Command #${message.to} is no longer kept, or its interactor is gone.`;
    },
    // Sets how a request goes to the server.
    setSend(sending) {
      send = sending;
    },
    setShowsValues(value) {
      showsValues = value;
    },
  };
})();
