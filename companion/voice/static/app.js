// The companion browser client: native protocol v1 over one WebSocket (docs/protocol.md).
// No build step, no external code. Speech in uses the Web Speech API when the browser has it
// (typed input otherwise); speech out uses speechSynthesis, sentence by sentence as text streams.
"use strict";

const $ = (id) => document.getElementById(id);
const V = 1;

const state = {
  ws: null,
  token: null,
  sessionId: null,
  turns: new Map(),        // turn_id -> {row, bubble, recalled, text, spoken}
  unacked: new Map(),      // client_msg_id -> transcript message (resent on a retryable error)
  replying: null,          // turn_id of the reply in flight
  profileText: null,
  profileWatch: null,
};

function newId() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
  return "m-" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2);
}

function status(text, isError) {
  const el = $("status");
  el.textContent = text;
  el.classList.toggle("error", !!isError);
}

function send(message) {
  if (!state.ws || state.ws.readyState !== WebSocket.OPEN) return false;
  state.ws.send(JSON.stringify(Object.assign({ v: V }, message)));
  return true;
}

// ------------------------------------------------------------------ connection

function connect(token) {
  state.token = token;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws`);
  state.ws = ws;
  status("connecting…");
  ws.onopen = () => send({ type: "hello", token });
  ws.onmessage = (event) => {
    let msg;
    try { msg = JSON.parse(event.data); } catch (e) { return; }
    const handler = handlers[msg.type];
    if (handler) handler(msg);
  };
  ws.onclose = (event) => {
    stopSpeaking();
    if (event.code === 4001) {
      sessionStorage.removeItem("companion-token");
      $("main-view").hidden = true;
      $("login-view").hidden = false;
      showLoginError(event.reason || "token refused");
      status("not connected", true);
      return;
    }
    if (event.code === 4003) {
      // The user's data was erased: resending or reconnecting would start a new history unasked.
      state.unacked.clear();
      status("your data was erased — this conversation is over", true);
      return;
    }
    status(`disconnected (${event.code}${event.reason ? ": " + event.reason : ""})`, event.code !== 1000);
    if (event.code !== 1000 && event.code !== 4000) setTimeout(() => connect(state.token), 1500);
  };
}

function showLoginError(text) {
  const el = $("login-error");
  el.textContent = text;
  el.hidden = false;
}

const handlers = {
  ready(msg) {
    sessionStorage.setItem("companion-token", state.token);
    $("login-view").hidden = true;
    $("main-view").hidden = false;
    status(`connected as ${msg.user_id}`);
    send({ type: "get_profile" });
    send({ type: "review_list" });
    send({ type: "start_session" });
  },
  session_started(msg) {
    state.sessionId = msg.session_id;
    $("end").hidden = false;
    $("new").hidden = true;
    $("text").disabled = false;
    $("send").disabled = false;
    status("session open — say something");
    // Messages typed while reconnecting are resent with their original ids (stored once).
    for (const pending of state.unacked.values()) send(pending);
  },
  ack(msg) {
    if (msg.client_msg_id) state.unacked.delete(msg.client_msg_id);
  },
  recalled(msg) {
    const turn = ensureTurn(msg.turn_id);
    turn.recalled.innerHTML = "";
    for (const item of msg.items) {
      const li = document.createElement("li");
      const date = document.createElement("span");
      date.className = "date";
      date.textContent = item.date || "undated";
      li.append(date, " — ", item.text);
      li.title = `${item.kind}, score ${item.score.toFixed(2)}`;
      turn.recalled.append(li);
    }
    if (!msg.items.length) turn.recalled.append(Object.assign(document.createElement("li"), { textContent: "(nothing recalled)" }));
  },
  reply_delta(msg) {
    const turn = ensureTurn(msg.turn_id);
    state.replying = msg.turn_id;
    turn.text += msg.text;
    turn.bubble.textContent = turn.text;
    speakProgress(turn, false);
    scrollDown();
  },
  reply_done(msg) {
    const turn = ensureTurn(msg.turn_id);
    turn.row.classList.add("done");
    if (msg.interrupted) turn.row.classList.add("interrupted");
    else speakProgress(turn, true);
    if (state.replying === msg.turn_id) state.replying = null;
  },
  profile(msg) {
    const text = msg.text || "(no profile yet)";
    const changed = state.profileText !== null && text !== state.profileText;
    state.profileText = text;
    $("profile").textContent = text;
    if (changed && state.profileWatch) stopWatchingProfile("session ended — profile updated");
  },
  pending_facts(msg) {
    $("pending-count").textContent = String(msg.count);
  },
  review_items(msg) { renderReview(msg.items); },
  review_result() {
    send({ type: "review_list" });
    send({ type: "get_profile" });
  },
  session_ended() {
    state.sessionId = null;
    $("end").hidden = true;
    $("new").hidden = false;
    $("text").disabled = true;
    $("send").disabled = true;
    status("session ended — remembering what you said…");
    watchProfile();
  },
  error(msg) {
    status(`${msg.code}: ${msg.message}`, true);
    if (msg.retry && msg.ref && state.unacked.has(msg.ref)) {
      const pending = state.unacked.get(msg.ref);
      setTimeout(() => send(pending), 1000);   // same client_msg_id: stored at most once
    }
  },
  pong() {},
};

// After a session ends the server processes it in the background: poll the profile until it
// changes (or give up after a minute) and refresh the review list alongside.
function watchProfile() {
  if (state.profileWatch) clearInterval(state.profileWatch);
  let polls = 0;
  state.profileWatch = setInterval(() => {
    polls += 1;
    send({ type: "get_profile" });
    send({ type: "review_list" });
    if (polls >= 60) stopWatchingProfile("session ended — profile unchanged");
  }, 1000);
}

// Every watch ends with a final status, so "remembering…" never stays on screen. A session opened
// meanwhile owns the status line, and is left alone.
function stopWatchingProfile(outcome) {
  clearInterval(state.profileWatch);
  state.profileWatch = null;
  if (state.sessionId === null) status(outcome);
}

// ------------------------------------------------------------------ conversation

function ensureTurn(turnId) {
  let turn = state.turns.get(turnId);
  if (turn) return turn;
  const row = document.createElement("div");
  row.className = "turn assistant";
  row.dataset.turn = String(turnId);
  const bubble = document.createElement("div");
  bubble.className = "bubble text";
  const recalled = document.createElement("ul");
  recalled.className = "recalled";
  recalled.setAttribute("aria-label", "memories recalled for this reply");
  row.append(bubble, recalled);
  $("conversation").append(row);
  turn = { row, bubble, recalled, text: "", spoken: 0 };
  state.turns.set(turnId, turn);
  return turn;
}

function addUserLine(text) {
  const row = document.createElement("div");
  row.className = "turn user";
  const bubble = document.createElement("div");
  bubble.className = "bubble text";
  bubble.textContent = text;
  row.append(bubble, document.createElement("div"));
  $("conversation").append(row);
  scrollDown();
}

function scrollDown() {
  const c = $("conversation");
  c.scrollTop = c.scrollHeight;
}

// Returns false when nothing was taken (no text, or no session open yet), so the input is kept.
function say(text) {
  text = text.trim();
  if (!text || !state.sessionId) return false;
  if (state.replying !== null) interrupt();
  const message = { type: "transcript", text, final: true, ts: Date.now() / 1000, client_msg_id: newId() };
  state.unacked.set(message.client_msg_id, message);
  addUserLine(text);
  send(message);
  return true;
}

function interrupt() {
  stopSpeaking();
  if (state.replying !== null) send({ type: "interrupt", turn_id: state.replying });
}

// ------------------------------------------------------------------ speech out

function speakProgress(turn, final) {
  if (!("speechSynthesis" in window) || !$("speak").checked) return;
  const rest = turn.text.slice(turn.spoken);
  const cut = final ? rest.length : Math.max(rest.lastIndexOf(". "), rest.lastIndexOf("? "), rest.lastIndexOf("! ")) + 1;
  if (cut <= 0) return;
  const sentence = rest.slice(0, cut).trim();
  turn.spoken += cut;
  if (sentence) speechSynthesis.speak(new SpeechSynthesisUtterance(sentence));
}

function stopSpeaking() {
  if ("speechSynthesis" in window) speechSynthesis.cancel();
}

// ------------------------------------------------------------------ speech in

function setupRecognition() {
  const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
  if (!Recognition) { $("speech-note").hidden = false; return; }
  const mic = $("mic");
  mic.hidden = false;
  let listening = false;
  let recognition = null;
  mic.addEventListener("click", () => {
    if (listening) { recognition.stop(); return; }
    recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result[0].transcript;
        if (result.isFinal) say(text);
        else {
          // Barge-in: the user started talking over the reply.
          if (state.replying !== null) interrupt();
          send({ type: "transcript", text, final: false, ts: Date.now() / 1000 });
        }
      }
    };
    recognition.onend = () => { listening = false; showListening(mic, false); };
    recognition.onerror = (e) => status(`speech: ${e.error}`, true);
    try {
      recognition.start();
      listening = true;
      showListening(mic, true);
    } catch (e) {
      status(`speech unavailable: ${e.message}`, true);
      $("speech-note").hidden = false;
    }
  });
}

// The icon is an inline SVG with both shapes; the class picks one (style.css), the label says it.
function showListening(mic, on) {
  mic.classList.toggle("listening", on);
  mic.querySelector(".label").textContent = on ? "Stop" : "Talk";
}

// ------------------------------------------------------------------ review

function renderReview(items) {
  const list = $("review");
  list.innerHTML = "";
  $("pending-count").textContent = String(items.length);
  if (!items.length) {
    list.append(Object.assign(document.createElement("li"), { className: "note", textContent: "Nothing to review." }));
    return;
  }
  for (const item of items) {
    const li = document.createElement("li");
    li.className = "review-item";
    li.dataset.factId = item.fact_id;
    const text = Object.assign(document.createElement("div"), { className: "fact-text", textContent: item.text });
    li.append(text);
    if (item.quote) li.append(Object.assign(document.createElement("blockquote"), { textContent: `“${item.quote}”` }));
    if (item.date) li.append(Object.assign(document.createElement("div"), { className: "note", textContent: `said on ${item.date}` }));
    if (item.conflicts_with) {
      li.append(Object.assign(document.createElement("div"), { className: "conflict", textContent: `would replace: ${item.conflicts_with}` }));
    }
    const actions = document.createElement("div");
    actions.className = "actions";
    const button = (label, cls, onClick) => {
      const b = Object.assign(document.createElement("button"), { type: "button", className: cls, textContent: label });
      b.addEventListener("click", onClick);
      return b;
    };
    actions.append(
      button("Confirm", "confirm", () => send({ type: "review_confirm", fact_id: item.fact_id })),
      button("Reject", "reject", () => send({ type: "review_reject", fact_id: item.fact_id })),
      button("Edit", "edit", () => {
        const input = Object.assign(document.createElement("input"), { type: "text", value: item.text, className: "edit-text" });
        const save = button("Save", "save", () => {
          if (input.value.trim()) send({ type: "review_edit", fact_id: item.fact_id, text: input.value.trim() });
        });
        actions.replaceChildren(input, save);
        input.focus();
      }),
    );
    li.append(actions);
    list.append(li);
  }
}

// ------------------------------------------------------------------ wiring

function main() {
  $("login-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const token = $("token").value.trim();
    if (token) connect(token);
  });
  $("say-form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (say($("text").value)) $("text").value = "";
  });
  $("text").addEventListener("input", () => { if (state.replying !== null) interrupt(); });
  $("end").addEventListener("click", () => { interrupt(); send({ type: "end_session" }); });
  $("new").addEventListener("click", () => send({ type: "start_session" }));
  setupRecognition();
  setInterval(() => send({ type: "ping" }), 15000);

  const fromUrl = new URLSearchParams(location.search).get("token");
  if (fromUrl) history.replaceState(null, "", location.pathname);   // keep the token out of history
  const token = fromUrl || sessionStorage.getItem("companion-token");
  if (token) connect(token);
}

main();
