// Draws the token timeline of a session page from the JSON that the server put in a
// <script type="application/json"> element (json_script), again after htmx swaps it.
(function () {
  "use strict";

  var MARKERS = {
    micro_compact: { name: "micro compact", symbol: "triangle-down", color: "#d97706" },
    auto_compact: { name: "auto compact", symbol: "diamond", color: "#2b59c3" },
    manual_compact: { name: "manual compact", symbol: "star", color: "#15803d" },
    compact_failed: { name: "compact failed", symbol: "x", color: "#b91c1c" },
  };

  function draw(container) {
    var source = document.getElementById(container.dataset.chart);
    if (!source || !window.Plotly || container.dataset.drawn) {
      return;
    }
    var data = JSON.parse(source.textContent);
    var traces = [
      {
        x: data.turns, y: data.tokens, name: "context tokens", mode: "lines+markers",
        line: { color: "#1d2330", width: 2 }, marker: { size: 4 },
        hovertemplate: "turn %{x}<br>%{y} tokens<extra></extra>",
      },
    ];
    Object.keys(MARKERS).forEach(function (kind) {
      var m = data.markers[kind];
      if (!m || !m.x.length) return;
      traces.push({
        x: m.x, y: m.y, customdata: m.seq, name: MARKERS[kind].name, mode: "markers",
        marker: {
          symbol: MARKERS[kind].symbol, size: kind === "micro_compact" ? 7 : 12,
          color: MARKERS[kind].color, opacity: kind === "micro_compact" ? 0.6 : 1,
        },
        hovertemplate: MARKERS[kind].name + " (seq %{customdata})<br>turn %{x}: %{y} tokens<extra></extra>",
      });
    });
    var layout = {
      margin: { l: 55, r: 10, t: 10, b: 40 }, height: 280,
      // Turns are whole numbers: integer tick steps, about ten ticks at most.
      xaxis: { title: { text: "turn" }, dtick: Math.max(1, Math.ceil((data.turns.length ? data.turns[data.turns.length - 1] - data.turns[0] : 0) / 10)) }, yaxis: { title: { text: "context tokens" }, rangemode: "tozero" },
      legend: { orientation: "h", y: -0.25 }, shapes: [], annotations: [],
    };
    var peak = Math.max.apply(null, data.tokens.concat([1]));
    if (data.threshold) {
      // A threshold far above the curve would flatten it: keep the curve readable and
      // say where the threshold is instead of drawing it.
      var offScale = data.threshold > peak * 2.5;
      if (offScale) {
        layout.yaxis.range = [0, peak * 1.25];
      } else {
        layout.shapes.push({
          type: "line", xref: "paper", x0: 0, x1: 1, y0: data.threshold, y1: data.threshold,
          line: { color: "#b91c1c", dash: "dash", width: 1.5 },
        });
      }
      layout.annotations.push({
        xref: "paper", x: 1, y: offScale ? peak * 1.25 : data.threshold, xanchor: "right",
        yanchor: offScale ? "top" : "bottom", showarrow: false, font: { color: "#b91c1c", size: 11 },
        text: "threshold " + data.threshold.toLocaleString("en") + (offScale ? " (above this scale)" : ""),
      });
    }
    window.Plotly.react(container, traces, layout, { displaylogo: false, responsive: true });
    container.dataset.drawn = "1";  // a swapped-in chart is a new element, drawn again
  }

  function drawAll() {
    document.querySelectorAll("[data-chart]").forEach(draw);
  }

  document.addEventListener("DOMContentLoaded", drawAll);
  document.addEventListener("htmx:afterSettle", drawAll);
})();
