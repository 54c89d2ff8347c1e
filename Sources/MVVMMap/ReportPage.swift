import MVVMLint
import MVVMRules

/// `mvvm lint --reporter html[=FILE]`: the findings as one page — totals by rule and severity (a
/// chart), by module, folder and screen; each finding with its code, message, whether `--fix`
/// fixes it (or why it is held back) and the rule's document; the baseline's stale entries.
public enum ReportPage {
    public struct StaleEntry: Codable, Sendable, Equatable {
        public var file: String
        public var rule: String
        public var declaration: String
        public var line: String

        public init(file: String, rule: String, declaration: String, line: String) {
            self.file = file
            self.rule = rule
            self.declaration = declaration
            self.line = line
        }
    }

    /// What the page's script reads.
    struct Report: Codable {
        var tool: String
        var findings: [Entry]
        var rules: [RuleDocument]
        var baseline: String?
        var stale: [StaleEntry]
        var lintedFiles: Int
    }

    struct Entry: Codable {
        var finding: ArchitectureMap.FindingEntry
        var module: String
        var screen: String
    }

    struct RuleDocument: Codable {
        var id: String
        var name: String
        var summary: String
        var html: String
    }

    /// `map` places each finding in its module and screen; `excerpts` gives the code around it.
    public static func html(violations: [Violation], map: ArchitectureMap, excerpts: Excerpts, lintedFiles: Int,
                            baseline: String?, stale: [StaleEntry]) -> String {
        var placed: [String: (module: String, screen: String)] = [:]
        func key(_ finding: ArchitectureMap.FindingEntry) -> String { "\(finding.file)\u{1}\(finding.line)\u{1}\(finding.column)\u{1}\(finding.rule)" }
        for screen in map.screens { for finding in screen.findings { placed[key(finding)] = (screen.module, screen.id) } }
        for model in map.viewModels {
            let screen = model.screens.first ?? model.name
            for finding in model.findings { placed[key(finding)] = (model.module, screen) }
        }
        let entries = violations.map { violation -> Entry in
            var finding = ArchitectureMap.FindingEntry(violation)
            finding.excerpt = excerpts.around(file: finding.file, line: finding.line)
            let place = placed[key(finding)]
            return Entry(finding: finding, module: place?.module ?? "", screen: place?.screen ?? "")
        }
        let used = Set(violations.map(\.rule))
        let documents = RuleRegistry.descriptions.filter { used.contains($0.id) }.map { description in
            RuleDocument(id: description.id, name: description.name, summary: description.summary,
                         html: MarkdownPage.html(RuleRegistry.document(forID: description.id) ?? ""))
        }
        let report = Report(tool: map.tool, findings: entries, rules: documents, baseline: baseline, stale: stale, lintedFiles: lintedFiles)
        let body = """
        <header>
          <h1>mvvm lint report</h1>
          <span class="totals" id="totals"></span>
          <input type="search" id="search" placeholder="Search findings" aria-label="Search">
          <select id="filter-severity" aria-label="Severity"><option value="">All severities</option><option value="error">Errors</option><option value="warning">Warnings</option></select>
          <select id="filter-rule" aria-label="Rule"><option value="">All rules</option></select>
          <select id="group-by" aria-label="Group by"><option value="file">By file</option><option value="rule">By rule</option>
            <option value="module">By module</option><option value="screen">By screen</option></select>
        </header>
        <main class="report">
          <section id="charts"><div><h2>By rule</h2><svg id="chart-rules" xmlns="http://www.w3.org/2000/svg"></svg></div>
            <div><h2>By module</h2><table id="table-modules"></table></div>
            <div><h2>By folder</h2><table id="table-folders"></table></div>
            <div><h2>By screen</h2><table id="table-screens"></table></div></section>
          <section id="stale"></section>
          <section id="findings"></section>
          <section id="rules"><h2>Rules</h2></section>
        </main>
        \(PageParts.dataIsland(report, id: "report-data"))
        """
        return PageParts.page(title: "mvvm lint report", style: style, body: body, script: PageParts.excerptScript + script)
    }

    static let style = """
    main.report { padding: 12px 16px; max-width: 1200px; }
    #charts { display: grid; grid-template-columns: 440px repeat(auto-fit, minmax(220px, 1fr)); gap: 12px 24px; }
    #charts h2, #rules h2, #stale h2 { font-size: 15px; margin: 8px 0; }
    #charts table { border-collapse: collapse; width: 100%; } #charts td { padding: 2px 4px; border-bottom: 1px solid #eef0f3; } #charts td.count { color: inherit; }
    #charts .count { text-align: right; font-weight: normal; color: var(--muted); font-variant-numeric: tabular-nums; }
    #charts div.scroll { max-height: 260px; overflow: auto; }
    svg#chart-rules text { font-size: 11px; fill: #1c2430; }
    rect.bar-error { fill: var(--error); } rect.bar-warning { fill: var(--warning); }
    details.group { margin: 8px 0; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; }
    details.group > summary { cursor: pointer; font-weight: 600; }
    article.finding { margin: 10px 0; content-visibility: auto; contain-intrinsic-size: auto 140px; }
    article.finding .where { color: var(--muted); }
    #rules details { margin: 6px 0; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; }
    #rules pre { background: #f3f5f8; padding: 8px; overflow-x: auto; }
    """

    static let script = """
    const report = JSON.parse(document.getElementById('report-data').textContent);
    const findings = report.findings;
    const errors = findings.filter(e => e.finding.severity === 'error').length;
    const fixable = findings.filter(e => e.finding.fixable).length;
    document.getElementById('totals').textContent = `${report.lintedFiles} files linted · ${errors} errors · ${findings.length - errors} warnings · ${fixable} fixable by --fix` + (report.baseline ? ` · baseline ${report.baseline}` : '');
    const ruleSelect = document.getElementById('filter-rule');
    [...new Set(findings.map(e => e.finding.rule))].sort().forEach(r => { const o = document.createElement('option'); o.value = r; o.textContent = r; ruleSelect.appendChild(o); });
    function folderOf(file) { const i = file.lastIndexOf('/'); return i < 0 ? '.' : file.slice(0, i); }
    function counts(keyOf) {
      const map = new Map();
      findings.forEach(e => { const k = keyOf(e); if (!map.has(k)) map.set(k, { error: 0, warning: 0 }); map.get(k)[e.finding.severity] += 1; });
      return [...map.entries()].sort((a, b) => (b[1].error + b[1].warning) - (a[1].error + a[1].warning) || (a[0] < b[0] ? -1 : 1));
    }
    function table(id, rows) {
      const t = document.getElementById(id), header = document.createElement('tr');
      ['', 'errors', 'warnings'].forEach(v => { const th = document.createElement('th'); th.textContent = v; th.className = 'count'; header.appendChild(th); });
      if (rows.length) t.appendChild(header);
      rows.forEach(([name, c]) => {
        const tr = document.createElement('tr');
        [name || '(not in a screen)', c.error, c.warning].forEach((v, i) => { const td = document.createElement('td'); td.textContent = v; if (i) td.className = 'count'; tr.appendChild(td); });
        t.appendChild(tr);
      });
      if (!rows.length) t.textContent = 'none';
      t.outerHTML = '<div class="scroll">' + t.outerHTML + '</div>';
    }
    const byRule = counts(e => e.finding.rule);
    const chart = document.getElementById('chart-rules'), barWidth = 220, rowHeight = 20, most = Math.max(1, ...byRule.map(([, c]) => c.error + c.warning));
    chart.setAttribute('width', 420); chart.setAttribute('height', Math.max(20, byRule.length * rowHeight));
    const svgNS = 'http://www.w3.org/2000/svg';
    byRule.forEach(([rule, c], i) => {
      const y = i * rowHeight, label = document.createElementNS(svgNS, 'text');
      label.setAttribute('x', 0); label.setAttribute('y', y + 14); label.textContent = rule; chart.appendChild(label);
      let x = 170;
      [['error', c.error], ['warning', c.warning]].forEach(([severity, n]) => {
        if (!n) return;
        const bar = document.createElementNS(svgNS, 'rect'), w = Math.max(2, n / most * barWidth);
        bar.setAttribute('x', x); bar.setAttribute('y', y + 3); bar.setAttribute('width', w); bar.setAttribute('height', 14);
        bar.setAttribute('class', 'bar-' + severity); bar.dataset.rule = rule; bar.dataset.count = n; chart.appendChild(bar); x += w;
      });
      const total = document.createElementNS(svgNS, 'text'); total.setAttribute('x', x + 4); total.setAttribute('y', y + 14);
      total.textContent = c.error + c.warning; chart.appendChild(total);
    });
    table('table-modules', counts(e => e.module));
    table('table-folders', counts(e => folderOf(e.finding.file)));
    table('table-screens', counts(e => e.screen));
    if (report.stale.length) {
      const stale = document.getElementById('stale'), h = document.createElement('h2');
      h.textContent = `Stale baseline entries (${report.stale.length}): fixed, or the code moved`; stale.appendChild(h);
      report.stale.forEach(s => { const d = document.createElement('div'); d.className = 'stale-entry'; d.textContent = `${s.rule} in ${s.file}` + (s.declaration ? ` (${s.declaration})` : '') + `: ${s.line}`; stale.appendChild(d); });
    }
    const rulesSection = document.getElementById('rules');
    report.rules.forEach(r => {
      const d = document.createElement('details'); d.id = 'rule-' + r.id;
      const s = document.createElement('summary'); s.textContent = `${r.id} — ${r.summary}`; d.appendChild(s);
      const body = document.createElement('div'); body.innerHTML = r.html; d.appendChild(body); rulesSection.appendChild(d);
    });
    function render() {
      const query = document.getElementById('search').value.trim().toLowerCase();
      const severity = document.getElementById('filter-severity').value, rule = ruleSelect.value, by = document.getElementById('group-by').value;
      const shown = findings.filter(e => (!severity || e.finding.severity === severity) && (!rule || e.finding.rule === rule)
        && (!query || (e.finding.file + ' ' + e.finding.message + ' ' + e.finding.rule + ' ' + e.screen).toLowerCase().includes(query)));
      const groups = new Map();
      shown.forEach(e => { const k = by === 'rule' ? e.finding.rule : by === 'module' ? e.module : by === 'screen' ? e.screen : e.finding.file;
        if (!groups.has(k)) groups.set(k, []); groups.get(k).push(e); });
      const section = document.getElementById('findings'); section.replaceChildren();
      const heading = document.createElement('h2'); heading.textContent = `Findings (${shown.length} of ${findings.length})`; section.appendChild(heading);
      [...groups.keys()].sort().forEach((k, index) => {
        const group = document.createElement('details'); group.className = 'group'; group.open = index < 30 || shown.length < 500;
        const summary = document.createElement('summary'); summary.textContent = `${k || '(not in a screen)'} — ${groups.get(k).length}`; group.appendChild(summary);
        const fill = () => groups.get(k).forEach(e => group.appendChild(article(e)));
        if (group.open) fill(); else group.addEventListener('toggle', function once() { group.removeEventListener('toggle', once); fill(); });
        section.appendChild(group);
      });
    }
    function article(e) {
      const f = e.finding, a = document.createElement('article'); a.className = 'finding'; a.dataset.rule = f.rule; a.dataset.severity = f.severity;
      const head = document.createElement('div'), sev = document.createElement('span'); sev.className = 'severity ' + f.severity; sev.textContent = f.severity;
      head.appendChild(sev); head.append(' ' + f.message + ' ');
      const link = document.createElement('a'); link.href = '#rule-' + f.rule; link.textContent = '(' + f.rule + ')';
      link.addEventListener('click', () => { const d = document.getElementById('rule-' + f.rule); if (d) d.open = true; }); head.appendChild(link);
      a.appendChild(head);
      const where = document.createElement('div'); where.className = 'where'; where.textContent = `${f.file}:${f.line}:${f.column}` + (e.screen ? ` · ${e.screen}` : ''); a.appendChild(where);
      a.appendChild(excerptElement(f));
      const fix = document.createElement('div'); fix.className = 'fix'; fix.textContent = fixText(f); a.appendChild(fix);
      return a;
    }
    ['filter-severity', 'filter-rule', 'group-by'].forEach(id => document.getElementById(id).addEventListener('change', render));
    document.getElementById('search').addEventListener('input', render);
    render();
    """
}
