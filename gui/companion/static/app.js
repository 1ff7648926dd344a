// Enza's phone page (protocol version 2, docs/COMPANION.md).  Plain JavaScript, no library, no build step.
// Every word of the game (names, cards, log lines) arrives as data and reaches the page only through
// textContent: nothing received is ever parsed as HTML.
"use strict";

const VERSION = 2;
const KEY = "enza-device-key";

const WORDS = {
  en: {
    connecting: "Connecting…", connected: "Connected", lost: "Connection lost: trying again…",
    other: "日本語", concede: "Concede…", concedeSure: "Concede now: end the game for me", keepPlaying: "Keep playing",
    asked: "Your turn to decide", allAnswers: "All answers", forCard: (name) => `With ${name}:`,
    hand: "Your hand", table: "At the table", log: "Log", empty: "(none)", stack: "Waiting to resolve",
    tapped: "tapped", faceDown: (n) => `${n} face down`, more: (n) => `and ${n} more`, team: "Team",
    turn: (n, who, step) => `Turn ${n} · ${who} · ${step}`,
    waiting: (names) => `Waiting for ${names}.`, nothing: "Nothing to decide now.",
    over: "Game over", you: "you", rule: (r) => `Rule ${r}`, noLink: "Open your seat's link from the table to play here.",
    away: "While you were away", gotIt: "OK", soundOn: "Sound: on", soundOff: "Sound: off",
    dropHere: "Drop the card on where it goes:", turnMark: "▶ ", play: "Play",
    outOfRange: "out of range", inRange: (names) => `Your range of influence: ${names}`,
    errors: {
      "unknown-link": "This link opens no seat. Ask the table for a new one.",
      "claimed": "This seat's link was already used by another device. Ask the table for a new link.",
      "unknown-key": "This phone no longer holds a seat. Open your seat's link again.",
      "revoked": "The seat was taken back at the table.",
      "replaced": "This seat was opened on another tab or device.",
      "stale-decision": "The game had moved on: answer again.",
      "not-offered": "That answer is not offered now.",
      "no-concede": "You cannot concede now.",
      "no-undo": "Nothing to undo.",
      "busy": "The table is busy: try again.",
      "too-fast": "Too many taps at once: reconnecting…",
    },
  },
  ja: {
    connecting: "接続中…", connected: "接続しました", lost: "接続が切れました。再接続中…",
    other: "English", concede: "投了…", concedeSure: "投了する（自分のゲームを終える）", keepPlaying: "続ける",
    asked: "あなたの番です", allAnswers: "すべての選択肢", forCard: (name) => `《${name}》で：`,
    hand: "手札", table: "テーブル", log: "ログ", empty: "（なし）", stack: "解決待ち",
    tapped: "タップ", faceDown: (n) => `裏向き${n}枚`, more: (n) => `ほか${n}枚`, team: "チーム",
    turn: (n, who, step) => `ターン${n}・${who}・${step}`,
    waiting: (names) => `${names}を待っています。`, nothing: "いま決めることはありません。",
    over: "ゲーム終了", you: "あなた", rule: (r) => `ルール ${r}`, noLink: "テーブルに表示された自分の席のリンクを開いてください。",
    away: "離れている間に", gotIt: "OK", soundOn: "音：オン", soundOff: "音：オフ",
    dropHere: "カードを置く先へドロップ：", turnMark: "▶ ", play: "プレイ",
    outOfRange: "影響範囲外", inRange: (names) => `あなたの影響範囲：${names}`,
    errors: {
      "unknown-link": "このリンクで開ける席はありません。テーブルで新しいリンクをもらってください。",
      "claimed": "この席のリンクはすでに別の端末で使われました。テーブルで新しいリンクをもらってください。",
      "unknown-key": "この端末はもう席を持っていません。席のリンクを開き直してください。",
      "revoked": "席はテーブルに戻されました。",
      "replaced": "この席は別のタブか端末で開かれました。",
      "stale-decision": "ゲームが先に進んでいました。もう一度選んでください。",
      "not-offered": "その答えはいま選べません。",
      "no-concede": "いまは投了できません。",
      "no-undo": "取り消せるものはありません。",
      "busy": "テーブルが混み合っています。もう一度どうぞ。",
      "too-fast": "操作が速すぎます。再接続します…",
    },
  },
};

const LANG_KEY = "enza-lang";
function chosenLang() {
  try { const l = localStorage.getItem(LANG_KEY); if (l === "en" || l === "ja") return l; } catch (e) { /* none */ }
  return (navigator.language || "en").toLowerCase().startsWith("ja") ? "ja" : "en";
}
let lang = chosenLang();
let W = WORDS[lang];
document.documentElement.lang = lang;
let last = null;            // the snapshot on screen (drawn again when the page's language changes)
let wasAsked = false;
let conceding = false;      // the concede button was tapped once: the next tap confirms
let focus = null;           // [decision id, card token]: a hand card tapped, its answers shown first
let recapSeen = "";         // the recap the person dismissed (a new one shows again)
const SOUND_KEY = "enza-sound";
let sound = (() => { try { return localStorage.getItem(SOUND_KEY) !== "off"; } catch (e) { return true; } })();
let audio = null;           // made on the first tap (browsers allow sound only after one)
let drag = null;            // a hand card being dragged: {token, ghost, over}

const $ = (id) => document.getElementById(id);
let socket = null;
let decision = null;        // the id of the decision the buttons answer
let retry = 0;
let finished = false;       // a refusal that reconnecting cannot cure
let sessionKey = null;      // this page's device key (also kept in localStorage when the browser allows)

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
}

let statusWords = null;     // (W) => the status line, so that a language switch words it again
function status(words) { statusWords = words; $("status").textContent = words(W); }

function notice(text) {
  const n = $("notice");
  n.textContent = text || "";
  n.hidden = !text;
}

function token() {
  const m = location.pathname.match(/^\/s\/([A-Za-z0-9_-]{16,64})$/);
  return m ? m[1] : null;
}

function storedKey() {
  try { return localStorage.getItem(KEY); } catch (e) { return null; }
}

function keep(key) {
  try { localStorage.setItem(KEY, key); } catch (e) { /* private mode: the seat lasts this page only */ }
  sessionKey = key;
}

function hello() {
  const t = token();
  const key = sessionKey || storedKey();
  if (t && !sessionKey) return { v: VERSION, type: "hello", token: t, lang };
  if (key) return { v: VERSION, type: "hello", key, lang };
  return null;
}

function connect() {
  const first = hello();
  if (!first) { status((w) => w.noLink); return; }
  status((w) => w.connecting);
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.onopen = () => { socket.send(JSON.stringify(first)); };
  socket.onmessage = (e) => {
    let m;
    try { m = JSON.parse(e.data); } catch (err) { return; }
    receive(m);
  };
  socket.onclose = (e) => {
    socket = null;
    setButtons(false);
    if (finished || [4401, 4403, 4404, 4409, 4426].includes(e.code)) return;
    status((w) => w.lost);
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 1000 * retry);
  };
}

function receive(m) {
  if (m.type === "welcome") {
    retry = 0;
    if (m.key) {
      keep(m.key);
      history.replaceState(null, "", "/");   // the link is dead now; a reload uses the device key
    }
    status((w) => w.connected);
  } else if (m.type === "snapshot") {
    notice("");
    render(m.snapshot);
  } else if (m.type === "error") {
    const words = W.errors[m.code];
    if (["unknown-link", "claimed", "unknown-key", "revoked", "replaced"].includes(m.code)) {
      finished = true;
      if (m.code === "unknown-key" || m.code === "revoked") {
        try { localStorage.removeItem(KEY); } catch (e) { /* nothing kept */ }
      }
      if (m.code !== "claimed" && m.code !== "unknown-link") {
        document.querySelector("main").hidden = true;     // the seat is played elsewhere now: its cards go
        document.title = "Enza";
      }
      status((w) => w.errors[m.code]);
    }
    notice(["refused", "no-undo", "no-concede"].includes(m.code) && m.text ? m.text : (words || m.message));
  } else if (m.type === "reload") {
    location.reload();
  }
}

function setButtons(on) {
  for (const b of $("ask").querySelectorAll("button")) b.disabled = !on;
}

function answer(i) {
  if (!socket || decision === null) return;
  setButtons(false);
  socket.send(JSON.stringify({ v: VERSION, type: "answer", decision, answer: i }));
}

function undo() {
  if (!socket || decision === null) return;
  setButtons(false);
  socket.send(JSON.stringify({ v: VERSION, type: "undo", decision }));
}

function send(message) {
  if (!socket) return false;
  socket.send(JSON.stringify({ v: VERSION, ...message }));
  return true;
}

function switchLang() {
  lang = lang === "ja" ? "en" : "ja";
  W = WORDS[lang];
  document.documentElement.lang = lang;
  try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* this page only */ }
  send({ type: "lang", lang });     // the table words the next snapshot in it
  pageWords();
  if (last) render(last);
}

function concede() {
  if (!conceding) { conceding = true; if (last) render(last); return; }
  conceding = false;
  send({ type: "concede" });
}

function keepPlaying() { conceding = false; if (last) render(last); }

function pageWords() {
  if (statusWords) $("status").textContent = statusWords(W);
  $("lang").textContent = W.other;
  $("lang").lang = lang === "ja" ? "en" : "ja";
  $("hand-title").textContent = W.hand;
  $("table-title").textContent = W.table;
  $("log-title").textContent = W.log;
  $("sound").textContent = sound ? W.soundOn : W.soundOff;
  $("sound").setAttribute("aria-pressed", sound ? "true" : "false");
  $("recap-title").textContent = W.away;
  $("recap-ok").textContent = W.gotIt;
}

function signalAsked(asked) {
  // the "you are asked" signal: a buzz where the phone can, the tab's title, the question scrolled to
  if (asked && !wasAsked) {
    if (navigator.vibrate) navigator.vibrate(150);
    beep();
    $("ask").scrollIntoView({ block: "start" });
  }
  document.title = asked ? `● ${W.asked} — Enza` : "Enza";
  wasAsked = asked;
}

function beep() {
  if (!sound || !audio) return;
  try {
    const o = audio.createOscillator(), g = audio.createGain();
    o.frequency.value = 880;
    g.gain.setValueAtTime(0.15, audio.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    o.connect(g).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.25);
  } catch (e) { /* no sound on this browser */ }
}

function wakeAudio() {
  if (audio || !sound) return;
  const A = window.AudioContext || window.webkitAudioContext;
  if (A) { try { audio = new A(); } catch (e) { audio = null; } }
}

function toggleSound() {
  sound = !sound;
  try { localStorage.setItem(SOUND_KEY, sound ? "on" : "off"); } catch (e) { /* this page only */ }
  wakeAudio();
  pageWords();
}

// ----- touch-drag: a hand card dropped where the table would accept it (the answers' source/target hints) -----
function dragAnswers(token) {
  const d = last && last.decision;
  if (!d || !d.yours || last.outcome) return [];
  return d.answers.map((a, i) => ({ ...a, i })).filter((a) => a.source === token);
}

function dropTargets(token) {
  // one drop target per place the card may go: the answer's target, or "play" for an answer without one
  const byTarget = new Map();
  for (const a of dragAnswers(token)) {
    const key = a.target || "";
    if (!byTarget.has(key)) byTarget.set(key, []);
    byTarget.get(key).push(a);
  }
  return byTarget;
}

function startDrag(e, card) {
  const targets = dropTargets(card.token);
  if (!targets.size) return;
  drag = { token: card.token, name: card.name, x: e.clientX, y: e.clientY, moved: false, over: null, targets };
}

function showDrop() {
  const tray = $("drop");
  tray.replaceChildren(el("p", W.dropHere, "drop-title"));
  for (const [target, answers] of drag.targets) {
    const label = target ? (answers[0].target_name || answers[0].label) : (answers.length === 1 ? answers[0].label : W.play);
    const zone = el("div", label, "drop-target");
    zone.dataset.target = target;
    tray.append(zone);
  }
  for (const node of document.querySelectorAll("[data-target]")) {
    if (drag.targets.has(node.dataset.target)) node.classList.add("droppable");
  }
  tray.hidden = false;
  const ghost = el("div", drag.name, "ghost");
  ghost.id = "ghost";
  document.body.append(ghost);
}

function targetAt(x, y) {
  let node = document.elementFromPoint(x, y);
  while (node && node !== document.body) {
    if (node.dataset && "target" in node.dataset && drag.targets.has(node.dataset.target)) return node;
    node = node.parentElement;
  }
  return null;
}

function moveDrag(e) {
  if (!drag) return;
  if (!drag.moved) {
    if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 12) return;   // a tap, not a drag yet
    drag.moved = true;
    showDrop();
  }
  e.preventDefault();
  const ghost = $("ghost");
  ghost.style.left = `${Math.max(4, e.clientX - 60)}px`;     // below the finger: the target's words stay
  ghost.style.top = `${e.clientY + 28}px`;                    // readable under it
  const over = targetAt(e.clientX, e.clientY);
  if (over !== drag.over) {
    if (drag.over) drag.over.classList.remove("over");
    if (over) over.classList.add("over");
    drag.over = over;
  }
}

function endDrag(e) {
  if (!drag) return;
  const d = drag;
  drag = null;
  if (!d.moved) return;                       // a tap: the click shows the card's answers
  e.preventDefault();
  drag = d;                                   // where it was let go, before the drop targets go away
  const over = e.type === "pointerup" ? targetAt(e.clientX, e.clientY) : null;
  drag = null;
  $("drop").hidden = true;
  const ghost = $("ghost");
  if (ghost) ghost.remove();
  for (const node of document.querySelectorAll(".droppable, .over")) node.classList.remove("droppable", "over");
  if (!over) return;
  const answers = d.targets.get(over.dataset.target);
  if (answers.length === 1) { answer(answers[0].i); return; }
  focus = [last.decision.id, d.token];         // several answers go there: choose among them
  render(last);
  $("ask").scrollIntoView({ block: "start" });
}

function list(node, items, make) {
  node.replaceChildren();
  if (!items.length) node.append(el("li", W.empty, "empty"));
  for (const it of items) node.append(make(it));
}

function counts(zones) {
  const span = el("span", null, "counts");
  zones.forEach(([what, n], i) => {        // one unbreakable piece per zone: lines break between them
    span.append(el("span", (n === null ? what : `${what} ${n}`) + (i < zones.length - 1 ? " ·" : ""), "count"));
    span.append(" ");
  });
  return span;
}

function zoneLine(z) {
  const line = el("span", null, "zone");
  if (z.key) line.dataset.target = z.key;
  line.append(el("span", `${z.zone}: `, "zone-name"));
  const names = z.cards.map((c) => (c.tapped ? `${c.name} (${W.tapped})` : c.name));
  if (z.more) names.push(W.more(z.more));
  if (z.hidden) names.push(W.faceDown(z.hidden));
  line.append(document.createTextNode(names.join(lang === "ja" ? "、" : ", ")));
  return line;
}

function renderRecap(s) {
  const lines = s.recap || [];
  const key = lines.join("\n");
  $("recap-section").hidden = !lines.length || key === recapSeen;
  $("recap").replaceChildren(...lines.map((line) => el("li", line)));
}

function render(s) {
  last = s;
  renderRecap(s);
  $("who").textContent = s.you.name;
  $("where").textContent = s.status || W.turn(s.turn, s.turn_player, s.step);
  const ask = $("ask");
  const d = s.decision;
  decision = d ? d.id : null;
  const buttons = $("answers");
  buttons.replaceChildren();
  ask.classList.toggle("yours", !!(d && d.yours));
  $("result").replaceChildren(...(s.result || []).map((line) => el("li", line)));
  if (s.outcome) {
    $("ask-title").textContent = W.over;
    $("ask-note").textContent = s.outcome;
  } else if (d && d.yours) {
    $("ask-title").textContent = s.heading || d.title;
    $("ask-note").textContent = d.rule ? W.rule(d.rule) : "";
    const card = focus && focus[0] === d.id ? focus[1] : null;
    if (card) {
      const named = s.hand.find((c) => c.token === card);
      buttons.append(el("p", W.forCard(named ? named.name : card), "for-card"));
    }
    d.answers.forEach((a, i) => {       // a tapped card: its answers (drag hints: source) and the pass only
      if (card && a.source !== card && !a.passing) return;
      const b = el("button", a.label);
      b.type = "button";
      b.addEventListener("click", () => answer(i));
      buttons.append(b);
    });
    if (card) {
      const all = el("button", W.allAnswers, "secondary");
      all.type = "button";
      all.addEventListener("click", () => { focus = null; render(last); });
      buttons.append(all);
    }
  } else {
    $("ask-title").textContent = W.nothing;
    $("ask-note").textContent = s.heading || (d && d.waiting.length ? W.waiting(d.waiting.join(lang === "ja" ? "、" : ", ")) : "");
  }
  const u = s.undo;
  const undoButton = $("undo");
  undoButton.hidden = !(u && u.possible && !s.outcome);
  undoButton.textContent = u ? u.label : "";
  undoButton.disabled = false;
  $("undo-note").textContent = s.note || "";
  const mine = s.seats.find((p) => p.you);
  const canConcede = !s.outcome && !!(mine && mine.alive);
  $("concede").hidden = !canConcede;
  $("concede").textContent = conceding ? W.concedeSure : W.concede;
  $("concede").classList.toggle("danger", conceding);
  $("keep").hidden = !(canConcede && conceding);
  $("keep").textContent = W.keepPlaying;
  signalAsked(!!(d && d.yours) && !s.outcome);
  $("hand-title").textContent = `${W.hand} (${s.hand.length})`;
  // a hand card that answers can start from is a button: tapping it shows those answers (the drag's tap form)
  const sources = new Set(d && d.yours && !s.outcome ? d.answers.map((a) => a.source).filter(Boolean) : []);
  list($("hand"), s.hand, (c) => {
    if (!sources.has(c.token)) return el("li", c.name);
    const li = el("li", null, "playable");
    const b = el("button", c.name, "card");
    b.type = "button";
    b.dataset.token = c.token;
    b.addEventListener("click", () => { focus = [d.id, c.token]; render(last); $("ask").scrollIntoView({ block: "start" }); });
    b.addEventListener("pointerdown", (e) => startDrag(e, c));
    li.append(b);
    return li;
  });
  $("table-title").textContent = W.table;
  $("teams").replaceChildren(...(s.teams || []).map((tm) => {
    const li = el("li", `${W.team}: ${tm.members.join(lang === "ja" ? "、" : ", ")}`);
    li.append(counts(tm.zones));
    return li;
  }));
  // a limited range of influence (grand melee): the seats beyond it are marked as the table marks them
  const outside = s.seats.filter((p) => p.in_range === false);
  $("range").hidden = !outside.length;
  $("range").textContent = outside.length
    ? W.inRange(s.seats.filter((p) => p.in_range !== false && p.alive).map((p) => p.name).join(lang === "ja" ? "、" : ", ")) : "";
  list($("seats"), s.seats, (p) => {
    const name = (p.turn ? W.turnMark : "") + (p.you ? `${p.name} (${W.you})` : p.name);
    const li = el("li", name, (p.you ? "you" : "") + (p.turn ? " turn" : "") + (p.in_range === false ? " out-of-range" : ""));
    li.dataset.target = `p${p.player}`;
    if (p.in_range === false) li.append(" ", el("span", W.outOfRange, "range-tag"));
    li.append(counts(p.zones));
    for (const z of p.cards || []) li.append(zoneLine(z));
    return li;
  });
  $("shared").replaceChildren(...(s.shared || []).map((z) => { const li = el("li"); li.append(zoneLine(z)); return li; }));
  const stack = s.stack || [];
  $("stack-section").hidden = !stack.length;
  $("stack-title").textContent = W.stack;
  $("stack").replaceChildren(...stack.map((it) => el("li", `${it.name} — ${it.controller}`)));
  $("log-title").textContent = W.log;
  const log = $("log");
  list(log, s.log, (line) => el("li", line));
  log.scrollTop = log.scrollHeight;
}

$("undo").addEventListener("click", undo);
$("sound").addEventListener("click", toggleSound);
$("recap-ok").addEventListener("click", () => { recapSeen = (last && last.recap || []).join("\n"); if (last) renderRecap(last); });
document.addEventListener("pointerdown", wakeAudio, { capture: true });
document.addEventListener("pointermove", moveDrag, { passive: false });
document.addEventListener("pointerup", endDrag);
document.addEventListener("pointercancel", endDrag);
$("lang").addEventListener("click", switchLang);
$("concede").addEventListener("click", concede);
$("keep").addEventListener("click", keepPlaying);
pageWords();
connect();
