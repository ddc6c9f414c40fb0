// Live updates: the page's stream (data-stream on <body>) tells of each change to a
// match shown. On the matchday each match's score, minute and status are updated in
// place ("match"); a match's page asks its stream for the article alone ("article":
// the whole match drawn again by the server, with its score, events, line-ups, cards
// and key stats; a fixture that kicks off). The page works without this script: it
// only saves a reload.
(function () {
  "use strict";
  var url = document.body.getAttribute("data-stream");
  var state = document.getElementById("live-state");
  if (!url || !window.EventSource) {
    return;
  }
  function say(live, text) {
    if (state) {
      state.setAttribute("data-live", live);
      state.textContent = text;
    }
  }
  function setField(root, name, value) {
    var found = root.querySelectorAll('[data-field="' + name + '"]');
    for (var i = 0; i < found.length; i++) {
      if (found[i].textContent !== value) {
        found[i].textContent = value;
      }
    }
  }
  function showEvents(events) {
    var list = document.getElementById("events");
    if (!list) {
      return;
    }
    var items = [];
    for (var i = 0; i < events.length; i++) {
      var e = events[i];
      var li = document.createElement("li");
      li.setAttribute("data-kind", e.kind);
      li.setAttribute("data-side", e.side);
      li.setAttribute("data-minute", e.minute);
      var minute = document.createElement("span");
      minute.className = "minute";
      minute.textContent = e.minute;
      var text = document.createElement("span");
      text.className = "text";
      text.textContent = e.text;
      li.appendChild(minute);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(text);
      items.push(li);
    }
    list.replaceChildren.apply(list, items);
    var none = document.getElementById("no-events");
    if (none && events.length) {
      none.remove();
    }
  }
  var source = new EventSource(url);
  source.addEventListener("open", function () {
    say("on", "");
  });
  source.addEventListener("error", function () {
    say("lost", document.documentElement.lang === "de" ? "Verbindung unterbrochen – neuer Versuch …"
      : document.documentElement.lang === "es" ? "Conexión perdida: reintentando…"
      : "Connection lost: trying again…");
  });
  source.addEventListener("match", function (message) {
    var data = JSON.parse(message.data);
    var roots = document.querySelectorAll('[data-match-id="' + data.id + '"]');
    for (var i = 0; i < roots.length; i++) {
      var drawn = roots[i].getAttribute("data-revision");
      if (drawn !== null && Number(data.revision) < Number(drawn)) {
        continue; // an older snapshot than the one shown: the score must not go back
      }
      setField(roots[i], "score", data.score || "–");
      setField(roots[i], "minute", data.minute);
      setField(roots[i], "status", data.status);
      if (data.names) {
        // A fixture's "Winner of match 1" is the team once its result is imported.
        setField(roots[i], "home", data.names.home);
        setField(roots[i], "away", data.names.away);
      }
      var status = roots[i].querySelector('[data-field="status"]');
      if (status) {
        status.setAttribute("data-state", data.state);
      }
      roots[i].setAttribute("data-state", data.state);
      roots[i].setAttribute("data-revision", String(data.revision));
    }
    if (data.events) {
      showEvents(data.events);
    }
  });
  source.addEventListener("added", function () {
    // A match added to the day shown: the day is drawn again with it.
    window.location.reload();
  });
  source.addEventListener("gone", function (message) {
    var data = JSON.parse(message.data);
    var shown = document.getElementById("match");
    if (shown && data.html) {
      // The match of this page deleted from the library, or replaced by another: the
      // page says so instead of its score (a reload finds no such match). It comes back
      // if the match is restored: its next article is newer than the one shown.
      var box = document.createElement("div");
      box.innerHTML = data.html; // drawn and escaped by the server
      var notice = box.querySelector("#match");
      if (notice) {
        notice.setAttribute("data-revision", shown.getAttribute("data-revision") || "0");
        shown.replaceWith(notice);
        document.title = notice.getAttribute("data-title") || document.title;
      }
      return;
    }
    // A match of the day deleted from the library, or moved to another day: the day is
    // drawn again without it.
    window.location.reload();
  });
  source.addEventListener("article", function (message) {
    var data = JSON.parse(message.data);
    var shown = document.getElementById("match");
    if (!shown || Number(data.revision) < Number(shown.getAttribute("data-revision"))) {
      return; // an older drawing than the one shown
    }
    var box = document.createElement("div");
    box.innerHTML = data.html; // drawn and escaped by the server, as the page itself
    var fresh = box.querySelector("#match");
    if (fresh) {
      shown.replaceWith(fresh);
      // The tab's title names the teams too ("Winner of match 1" once known).
      var title = fresh.getAttribute("data-title");
      if (title && document.title !== title) {
        document.title = title;
      }
    }
  });
})();
