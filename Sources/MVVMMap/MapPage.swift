/// `mvvm map --format html`: the map as one interactive page. The layout's layers and orders come
/// from `MapLayout`; the script places only what the filters leave, so a filtered or collapsed
/// map stays compact, and draws it as SVG (pan by dragging, zoom with the wheel or buttons).
enum MapPage {
    static func html(_ map: ArchitectureMap) -> String {
        let body = """
        <header>
          <h1>Architecture map</h1>
          <span class="totals" id="totals"></span>
          <input type="search" id="search" placeholder="Search screens, view models, actions" aria-label="Search">
          <select id="filter-module" aria-label="Module"><option value="">All modules</option></select>
          <select id="filter-dialect" aria-label="Dialect"><option value="">All dialects</option></select>
          <select id="filter-rule" aria-label="Rule"><option value="">Any rule</option></select>
          <select id="filter-severity" aria-label="Severity"><option value="">Any findings</option>
            <option value="error">With errors</option><option value="warning">With warnings</option>
            <option value="none">Without findings</option></select>
          <span><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">−</button><button id="fit" title="Fit to window">Fit</button>
            <button id="expand-all" title="Open every module">Open all</button><button id="collapse-all" title="Close every module">Close all</button></span>
        </header>
        <main>
          <div id="canvas"><svg id="map" xmlns="http://www.w3.org/2000/svg"><g id="viewport"></g></svg></div>
          <aside id="details"><p class="hint">Click a screen to see its view model, actions and their tests, dependencies and findings.</p></aside>
        </main>
        \(PageParts.dataIsland(map, id: "map-data"))
        """
        return PageParts.page(title: "mvvm map", style: style, body: body, script: PageParts.excerptScript + script)
    }

    static let style = """
    main { display: flex; height: calc(100vh - 56px); }
    #canvas { flex: 1; overflow: hidden; position: relative; cursor: grab; }
    #canvas.dragging { cursor: grabbing; }
    svg#map { width: 100%; height: 100%; display: block; user-select: none; }
    aside#details { width: 420px; max-width: 45vw; overflow: auto; background: #fff; border-left: 1px solid var(--line); padding: 12px 16px; }
    aside h2 { font-size: 16px; margin: 4px 0; } aside h3 { font-size: 13px; margin: 14px 0 4px; text-transform: uppercase; color: var(--muted); }
    aside table { border-collapse: collapse; width: 100%; } aside td, aside th { text-align: left; padding: 3px 4px; border-bottom: 1px solid #eef0f3; vertical-align: top; }
    aside td:last-child { overflow-wrap: anywhere; } aside td:first-child { white-space: nowrap; }
    aside .finding { margin: 8px 0; }
    .hint { color: var(--muted); }
    g.screen rect { fill: #fff; stroke: var(--ok); stroke-width: 1.5; rx: 6; }
    g.screen.warning rect { stroke: var(--warning); } g.screen.error rect { stroke: var(--error); stroke-width: 2; }
    g.screen.selected rect { fill: #eaf1ff; stroke: var(--accent); stroke-width: 3; }
    g.screen.dim { opacity: 0.25; } g.screen { cursor: pointer; }
    g.screen text { font-size: 12px; fill: #1c2430; } g.screen text.sub { fill: var(--muted); font-size: 11px; }
    g.viewmodel rect { fill: #f1f3f6; stroke: #9aa5b1; stroke-dasharray: 4 3; rx: 14; }
    g.viewmodel text { font-size: 11px; fill: var(--muted); }
    path.edge { fill: none; stroke: #8391a3; stroke-width: 1.2; } path.edge.toViewModel { stroke-dasharray: 4 3; }
    g.module > rect { fill: #fff; stroke: var(--line); } g.module text.title { font-size: 13px; font-weight: 600; cursor: pointer; }
    button { font: inherit; margin-left: 2px; padding: 2px 8px; border: 1px solid var(--line); border-radius: 4px; background: #fff; cursor: pointer; }
    """

    static let script = """
    const data = JSON.parse(document.getElementById('map-data').textContent);
    const viewModels = new Map(data.viewModels.map(m => [m.name, m]));
    const screens = new Map(data.screens.map(s => [s.id, s]));
    // A large app opens on its first module; the others are one click away (or a filter).
    const collapsed = new Set(data.screens.length > 150 ? data.modules.slice(1).map(m => m.name) : []);
    let selected = null, view = { x: 0, y: 0, scale: 1 };
    const svgNS = 'http://www.w3.org/2000/svg';
    const NODE_W = 230, NODE_H = 62, GAP_X = 70, GAP_Y = 18, BAND_PAD = 34;
    function findingsOf(screen) {
      const model = screen.viewModel ? viewModels.get(screen.viewModel) : null;
      return screen.findings.concat(model ? model.findings : []);
    }
    function worst(findings) {
      return findings.some(f => f.severity === 'error') ? 'error' : findings.length ? 'warning' : 'none';
    }
    function fill(select, values) {
      values.forEach(v => { const o = document.createElement('option'); o.value = v; o.textContent = v; select.appendChild(o); });
    }
    fill(document.getElementById('filter-module'), data.modules.map(m => m.name));
    fill(document.getElementById('filter-dialect'), [...new Set(data.screens.map(s => s.dialect).filter(d => d))].sort());
    fill(document.getElementById('filter-rule'), [...new Set(data.screens.flatMap(s => findingsOf(s).map(f => f.rule)))].sort());
    const t = data.totals;
    document.getElementById('totals').textContent = `${t.screens} screens · ${t.viewModels} view models · ${t.actions} actions (${t.untestedActions} untested) · ${t.errors} errors, ${t.warnings} warnings`;
    function el(name, attributes, parent) {
      const node = document.createElementNS(svgNS, name);
      for (const key in attributes) node.setAttribute(key, attributes[key]);
      if (parent) parent.appendChild(node);
      return node;
    }
    function text(parent, x, y, content, cls) {
      const node = el('text', { x, y }, parent); if (cls) node.setAttribute('class', cls);
      node.textContent = content.length > 34 ? content.slice(0, 33) + '…' : content; return node;
    }
    function matchesFilters(screen) {
      const module = document.getElementById('filter-module').value, dialect = document.getElementById('filter-dialect').value;
      const rule = document.getElementById('filter-rule').value, severity = document.getElementById('filter-severity').value;
      const findings = findingsOf(screen);
      if (module && screen.module !== module) return false;
      if (dialect && screen.dialect !== dialect) return false;
      if (rule && !findings.some(f => f.rule === rule)) return false;
      if (severity === 'none' && findings.length) return false;
      if (severity && severity !== 'none' && !findings.some(f => f.severity === severity)) return false;
      return true;
    }
    function searchText(screen) {
      const model = screen.viewModel ? viewModels.get(screen.viewModel) : null;
      return [screen.id, screen.viewModel || ''].concat(model ? model.actions.map(a => a.name) : []).join(' ').toLowerCase();
    }
    function draw() {
      const viewport = document.getElementById('viewport');
      viewport.replaceChildren();
      const query = document.getElementById('search').value.trim().toLowerCase();
      const moduleFilter = document.getElementById('filter-module').value;
      const positions = new Map();
      let top = 0;
      const edgeLayer = el('g', { id: 'edges' }, viewport);
      for (const module of data.modules) {
        if (moduleFilter && module.name !== moduleFilter) continue;
        const isCollapsed = collapsed.has(module.name) && !moduleFilter;
        const shown = module.screens.map(id => screens.get(id)).filter(matchesFilters);
        const orphans = moduleFilter || !document.getElementById('filter-rule').value ? module.viewModels : [];
        if (!shown.length && !orphans.length) continue;
        const group = el('g', { class: 'module', 'data-module': module.name }, viewport);
        const frame = el('rect', { x: 0, y: top, rx: 8 }, group);
        const title = text(group, 12, top + 22, `${module.name} — ${module.screens.length} screens` + (isCollapsed ? ' (closed: click to open)' : ''), 'title');
        title.addEventListener('click', () => { collapsed.has(module.name) ? collapsed.delete(module.name) : collapsed.add(module.name); draw(); });
        let width = 420, height = BAND_PAD + 8;
        if (!isCollapsed) {
          const layers = new Map();
          shown.sort((a, b) => a.layer - b.layer || a.order - b.order).forEach(s => {
            if (!layers.has(s.layer)) layers.set(s.layer, []); layers.get(s.layer).push(s);
          });
          // A crowded layer wraps into several columns, so that a module of many screens stays
          // about as wide as it is tall instead of one endless column.
          const rowsFor = count => Math.max(6, Math.ceil(Math.sqrt(count * 2)));
          let column = 0, tallest = 0;
          for (const layer of [...layers.keys()].sort((a, b) => a - b)) {
            const members = layers.get(layer), rows = rowsFor(members.length);
            members.forEach((screen, index) => {
              const row = index % rows, x = 16 + (column + Math.floor(index / rows)) * (NODE_W + GAP_X), y = top + BAND_PAD + row * (NODE_H + GAP_Y);
              positions.set(screen.id, { x, y });
              const findings = findingsOf(screen), model = screen.viewModel ? viewModels.get(screen.viewModel) : null;
              const node = el('g', { class: 'screen ' + worst(findings), 'data-id': screen.id, transform: `translate(${x},${y})` }, group);
              el('rect', { width: NODE_W, height: NODE_H }, node);
              text(node, 10, 18, screen.id);
              text(node, 10, 35, screen.viewModel || '(view model not in project)', 'sub');
              const untested = model ? model.actions.filter(a => !a.tested).length : 0;
              text(node, 10, 52, `${model ? model.actions.length : 0} actions` + (untested ? `, ${untested} untested` : '') + (findings.length ? ` · ${findings.length} findings` : ''), 'sub');
              const title = el('title', {}, node); title.textContent = screen.id;
              if (query && !searchText(screen).includes(query)) node.classList.add('dim');
              if (selected === screen.id) node.classList.add('selected');
              node.addEventListener('click', event => { event.stopPropagation(); select(screen.id); });
              tallest = Math.max(tallest, row + 1);
            });
            column += Math.ceil(members.length / rows);
          }
          const orphanRows = Math.max(Math.ceil(tallest * (NODE_H + GAP_Y) / 40), rowsFor(orphans.length * 2));
          orphans.forEach((name, index) => {
            const row = index % orphanRows, x = 16 + (column + Math.floor(index / orphanRows)) * (NODE_W + GAP_X), y = top + BAND_PAD + row * (30 + 10);
            positions.set('vm:' + name, { x, y, small: true });
            const node = el('g', { class: 'viewmodel', 'data-name': name, transform: `translate(${x},${y})` }, group);
            el('rect', { width: NODE_W, height: 30 }, node); text(node, 12, 19, name);
          });
          column += Math.ceil(orphans.length / orphanRows);
          width = Math.max(width, 16 + column * (NODE_W + GAP_X));
          height = BAND_PAD + Math.max(tallest * (NODE_H + GAP_Y), Math.min(orphans.length, orphanRows) * 40) + 8;
        }
        frame.setAttribute('width', width); frame.setAttribute('height', height);
        top += height + 24;
      }
      for (const screen of data.screens) {
        const from = positions.get(screen.id); if (!from) continue;
        const targets = screen.childScreens.map(id => [positions.get(id), false]).concat(screen.childViewModels.map(n => [positions.get('vm:' + n), true]));
        for (const [to, toViewModel] of targets) {
          if (!to) continue;
          const x1 = from.x + NODE_W, y1 = from.y + NODE_H / 2, x2 = to.x, y2 = to.y + (to.small ? 15 : NODE_H / 2), bend = Math.max(40, Math.abs(x2 - x1) / 2);
          el('path', { class: 'edge' + (toViewModel ? ' toViewModel' : ''), d: `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}` }, edgeLayer);
        }
      }
      applyView();
    }
    function applyView() { document.getElementById('viewport').setAttribute('transform', `translate(${view.x},${view.y}) scale(${view.scale})`); }
    function fit() {
      const box = document.getElementById('viewport').getBBox(), canvas = document.getElementById('canvas');
      if (!box.width || !box.height) { view = { x: 0, y: 0, scale: 1 }; applyView(); return; }
      const scale = Math.min(1.5, (canvas.clientWidth - 20) / box.width, (canvas.clientHeight - 20) / box.height);
      view = { scale, x: 10 - box.x * scale, y: 10 - box.y * scale }; applyView();
    }
    function zoom(factor, cx, cy) {
      const scale = Math.min(4, Math.max(0.05, view.scale * factor));
      view.x = cx - (cx - view.x) * (scale / view.scale); view.y = cy - (cy - view.y) * (scale / view.scale); view.scale = scale; applyView();
    }
    function row(table, cells) {
      const tr = document.createElement('tr');
      cells.forEach(c => { const td = document.createElement('td'); if (c instanceof Node) td.appendChild(c); else td.textContent = c; tr.appendChild(td); });
      table.appendChild(tr);
    }
    function status(action) {
      const span = document.createElement('span'); span.className = action.tested ? 'tested' : 'untested';
      span.textContent = !action.tested ? 'untested' : action.tests.length ? 'tested by ' + action.tests.join(', ') : 'tested in ' + action.testedBy.join(', ');
      span.title = action.testedBy.join(', '); return span;
    }
    function section(parent, title) { const h = document.createElement('h3'); h.textContent = title; parent.appendChild(h); }
    function select(id) {
      selected = id;
      document.querySelectorAll('g.screen').forEach(n => n.classList.toggle('selected', n.dataset.id === id));
      const screen = screens.get(id), model = screen.viewModel ? viewModels.get(screen.viewModel) : null;
      const panel = document.getElementById('details'); panel.replaceChildren();
      const h = document.createElement('h2'); h.textContent = screen.id; panel.appendChild(h);
      const where = document.createElement('div'); where.className = 'hint';
      where.textContent = `${screen.view.file}:${screen.view.line} · module ${screen.module}` + (screen.dialect ? ` · ${screen.dialect}` : ''); panel.appendChild(where);
      section(panel, 'View model');
      const vm = document.createElement('div');
      vm.textContent = model ? `${model.name} (${screen.viewModelProperty}) — ${model.place.file}:${model.place.line}` + (model.flavor ? ` · ${model.flavor}` : '') : (screen.viewModel || 'not declared in the project');
      panel.appendChild(vm);
      if (model) {
        section(panel, 'Actions');
        const actions = document.createElement('table'); actions.className = 'actions'; panel.appendChild(actions);
        model.actions.forEach(a => { const r = row(actions, [a.name, a.sentBy.length ? 'sent by ' + a.sentBy.join(', ') : 'not sent by a view', status(a)]); });
        actions.querySelectorAll('tr').forEach((tr, i) => { tr.dataset.action = model.actions[i].name; tr.dataset.tested = model.actions[i].tested; });
        if (!model.actions.length) actions.textContent = 'none';
        if (model.responderActions.length) {
          section(panel, 'Responder actions');
          const responders = document.createElement('table'); panel.appendChild(responders);
          model.responderActions.forEach(a => row(responders, [a.name, a.handledBy.length ? 'handled by ' + a.handledBy.join(', ') : 'no handler found', status(a)]));
        }
        section(panel, 'Dependencies');
        const deps = document.createElement('table'); panel.appendChild(deps);
        model.dependencies.forEach(d => row(deps, [d.name, d.type]));
        if (!model.dependencies.length) deps.textContent = 'none';
        section(panel, 'Tests'); const tests = document.createElement('div'); tests.textContent = model.tests.length ? model.tests.join(', ') : 'none'; panel.appendChild(tests);
      }
      if (screen.childScreens.length || screen.childViewModels.length) {
        section(panel, 'Hands down');
        screen.childScreens.forEach(child => { const b = document.createElement('button'); b.textContent = child; b.addEventListener('click', () => select(child)); panel.appendChild(b); });
        screen.childViewModels.forEach(child => { const s = document.createElement('span'); s.className = 'tag'; s.textContent = child; panel.appendChild(s); });
      }
      const findings = findingsOf(screen);
      section(panel, `Findings (${findings.length})`);
      findings.forEach(f => {
        const box = document.createElement('div'); box.className = 'finding';
        const head = document.createElement('div'); const sev = document.createElement('span'); sev.className = 'severity ' + f.severity; sev.textContent = f.severity;
        head.appendChild(sev); head.append(` ${f.file}:${f.line} ${f.message} (${f.rule})`); box.appendChild(head);
        box.appendChild(excerptElement(f));
        const fix = document.createElement('div'); fix.className = 'fix'; fix.textContent = fixText(f); box.appendChild(fix);
        panel.appendChild(box);
      });
    }
    ['filter-module', 'filter-dialect', 'filter-rule', 'filter-severity'].forEach(id => document.getElementById(id).addEventListener('change', () => { draw(); fit(); }));
    document.getElementById('search').addEventListener('input', draw);
    document.getElementById('search').addEventListener('keydown', event => {
      if (event.key !== 'Enter') return;
      const query = event.target.value.trim().toLowerCase(), match = data.screens.find(s => matchesFilters(s) && searchText(s).includes(query));
      if (match) select(match.id);
    });
    document.getElementById('zoom-in').addEventListener('click', () => { const c = document.getElementById('canvas'); zoom(1.25, c.clientWidth / 2, c.clientHeight / 2); });
    document.getElementById('zoom-out').addEventListener('click', () => { const c = document.getElementById('canvas'); zoom(0.8, c.clientWidth / 2, c.clientHeight / 2); });
    document.getElementById('fit').addEventListener('click', fit);
    document.getElementById('expand-all').addEventListener('click', () => { collapsed.clear(); draw(); fit(); });
    document.getElementById('collapse-all').addEventListener('click', () => { data.modules.forEach(m => collapsed.add(m.name)); draw(); fit(); });
    const canvas = document.getElementById('canvas');
    canvas.addEventListener('wheel', event => { event.preventDefault(); const r = canvas.getBoundingClientRect(); zoom(event.deltaY < 0 ? 1.1 : 0.9, event.clientX - r.left, event.clientY - r.top); }, { passive: false });
    let drag = null;
    canvas.addEventListener('mousedown', event => { drag = { x: event.clientX - view.x, y: event.clientY - view.y }; canvas.classList.add('dragging'); });
    window.addEventListener('mousemove', event => { if (!drag) return; view.x = event.clientX - drag.x; view.y = event.clientY - drag.y; applyView(); });
    window.addEventListener('mouseup', () => { drag = null; canvas.classList.remove('dragging'); });
    draw(); fit();
    """
}
