#!/usr/bin/env python3
"""Opens mvvm's pages in headless Chromium (Debian's chromium and chromium-driver, Selenium from
PyPI) from file:// and checks what a person would: no console errors, every screen of the JSON
drawn, a click shows the screen's actions with their test status, filters and search change what
is shown; the lint report lists every finding and filters them. Saves screenshots.

    check_pages.py map MAP.html MAP.json SCREENSHOT.png
    check_pages.py report REPORT.html REPORT.json SCREENSHOT.png
    check_pages.py load PAGE.html        (best of three loads, for Benchmarks/pages-benchmark.sh)

Prints one line per check and the page's load time; exits 1 on the first failed check.
"""
import json
import pathlib
import shutil
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("ok: " + message)


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1600,1000", "--allow-file-access-from-files"):
        options.add_argument(argument)
    # Debian's chromium and chromium-driver on CI; elsewhere whichever Chromium or Chrome is on
    # the PATH, and Selenium's own driver manager when no chromedriver is.
    browser_binary = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome") if shutil.which(name)), None)
    if browser_binary:
        options.binary_location = browser_binary
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = shutil.which("chromedriver")
    return webdriver.Chrome(service=Service(driver) if driver else Service(), options=options)


def open_page(driver, path):
    started = time.monotonic()
    driver.get(pathlib.Path(path).resolve().as_uri())
    # Scripts run before `load`; wait until the page says it is drawn.
    driver.execute_script("return document.readyState")
    elapsed = time.monotonic() - started
    print(f"loaded {path} in {elapsed:.2f} s")
    return elapsed


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def visible_screens(driver):
    return driver.execute_script("return document.querySelectorAll('g.screen').length")


def check_map(driver, page, data_path, screenshot):
    data = json.loads(pathlib.Path(data_path).read_text())
    open_page(driver, page)
    check(console_errors(driver) == [], "no console errors on the map")
    if len(data["screens"]) > 150:
        first = [m for m in data["modules"]][0]
        initially = driver.execute_script("return [...document.querySelectorAll('g.screen')].map(n => n.dataset.id).sort()")
        check(initially == sorted(first["screens"]), f"a large map opens on its first module ({len(initially)} screens), the others closed")
        driver.find_element(By.ID, "expand-all").click()
    drawn = driver.execute_script("return [...document.querySelectorAll('g.screen')].map(n => n.dataset.id).sort()")
    check(drawn == sorted(s["id"] for s in data["screens"]), f"all {len(drawn)} screens of the JSON are drawn")
    edges = driver.execute_script("return document.querySelectorAll('path.edge').length")
    expected_edges = sum(len(s["childScreens"]) for s in data["screens"]) + sum(
        1 for s in data["screens"] for c in s["childViewModels"] if any(m["name"] == c and not m["screens"] for m in data["viewModels"]))
    check(edges == expected_edges, f"{edges} edges drawn for the children handed down")
    models = {m["name"]: m for m in data["viewModels"]}
    with_actions = [s for s in data["screens"] if s.get("viewModel") in models and models[s["viewModel"]]["actions"]]
    if with_actions:
        screen = with_actions[0]
        node = driver.find_element(By.CSS_SELECTOR, f'g.screen[data-id="{screen["id"]}"]')
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", node)
        rows = driver.execute_script(
            "return [...document.querySelectorAll('#details table.actions tr')].map(r => [r.dataset.action, r.dataset.tested])")
        expected = [[a["name"], "true" if a["tested"] else "false"] for a in models[screen["viewModel"]]["actions"]]
        check(rows == expected, f"clicking {screen['id']} shows its {len(expected)} actions with their test status")
        title = driver.find_element(By.CSS_SELECTOR, "#details h2").text
        check(title == screen["id"], "the details panel names the screen")
    modules = [m["name"] for m in data["modules"] if m["screens"]]
    if len(modules) > 1:
        Select(driver.find_element(By.ID, "filter-module")).select_by_value(modules[0])
        shown = visible_screens(driver)
        check(shown == len(data["modules"][0]["screens"]) and shown < len(drawn), f"the module filter shows {shown} screens of {modules[0]}")
        Select(driver.find_element(By.ID, "filter-module")).select_by_value("")
    flagged = [s for s in data["screens"] if s["findings"] or (s.get("viewModel") in models and models[s["viewModel"]]["findings"])]
    Select(driver.find_element(By.ID, "filter-severity")).select_by_value("none")
    check(visible_screens(driver) == len(data["screens"]) - len(flagged), "the severity filter leaves the screens without findings")
    Select(driver.find_element(By.ID, "filter-severity")).select_by_value("")
    check(visible_screens(driver) == len(data["screens"]), "clearing the filter shows every screen again")
    target = data["screens"][-1]["id"]
    search = driver.find_element(By.ID, "search")
    search.send_keys(target)
    undimmed = driver.execute_script("return [...document.querySelectorAll('g.screen:not(.dim)')].map(n => n.dataset.id)")
    check(target in undimmed and len(undimmed) < len(drawn) or len(drawn) == 1, f"searching `{target}` dims the others")
    search.clear()
    driver.execute_script("document.getElementById('search').dispatchEvent(new Event('input'))")
    closed = data["modules"][0]["name"]
    driver.find_element(By.CSS_SELECTOR, f'g.module[data-module="{closed}"] text.title').click()
    check(visible_screens(driver) == len(drawn) - len(data["modules"][0]["screens"]), f"clicking {closed}'s title closes it")
    driver.find_element(By.CSS_SELECTOR, f'g.module[data-module="{closed}"] text.title').click()
    check(visible_screens(driver) == len(drawn), "clicking it again opens it")
    check(console_errors(driver) == [], "no console errors after clicking and filtering")
    driver.save_screenshot(screenshot)
    print(f"screenshot: {screenshot}")


def check_report(driver, page, data_path, screenshot):
    findings = json.loads(pathlib.Path(data_path).read_text())
    open_page(driver, page)
    check(console_errors(driver) == [], "no console errors on the report")
    if len(findings) < 500:
        shown = driver.execute_script("return document.querySelectorAll('article.finding').length")
        check(shown == len(findings), f"all {len(findings)} findings are listed")
    groups = driver.execute_script("return document.querySelectorAll('#findings details.group').length")
    check(groups == len({f["file"] for f in findings}), f"{groups} groups, one per file")
    errors = sum(1 for f in findings if f["severity"] == "error")
    Select(driver.find_element(By.ID, "filter-severity")).select_by_value("error")
    heading = driver.find_element(By.CSS_SELECTOR, "#findings h2").text
    check(heading.startswith(f"Findings ({errors} of {len(findings)})"), f"the severity filter leaves the {errors} errors")
    Select(driver.find_element(By.ID, "filter-severity")).select_by_value("")
    bars = driver.execute_script("return [...document.querySelectorAll('#chart-rules rect')].reduce((n, r) => n + Number(r.dataset.count), 0)")
    check(bars == len(findings), "the chart's bars add up to every finding")
    rules = driver.execute_script("return [...document.querySelectorAll('#rules details')].map(d => d.id.slice(5)).sort()")
    check(rules == sorted({f["rule"] for f in findings}), "each rule found has its document")
    if findings:
        excerpt = driver.execute_script("return document.querySelector('article.finding pre.excerpt span.hit')?.textContent ?? null")
        check(excerpt is not None, "findings show their code with the line marked")
    check(console_errors(driver) == [], "no console errors after filtering")
    driver.save_screenshot(screenshot)
    print(f"screenshot: {screenshot}")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "load":
        driver = browser()
        try:
            best = min(open_page(driver, sys.argv[2]) for _ in range(3))
            errors = console_errors(driver)
            print(f"best load: {best:.2f} s" + (f"; console errors: {errors}" if errors else ""))
            sys.exit(1 if errors else 0)
        finally:
            driver.quit()
    if len(sys.argv) != 5 or sys.argv[1] not in ("map", "report"):
        print(__doc__)
        sys.exit(2)
    driver = browser()
    try:
        if sys.argv[1] == "map":
            check_map(driver, sys.argv[2], sys.argv[3], sys.argv[4])
        else:
            check_report(driver, sys.argv[2], sys.argv[3], sys.argv[4])
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
