"""Named saves, loads and imports, opened from the pause menu.

``mode`` "save": type a name (it becomes a safe file name; replacing a save asks first).
"load": the named saves, newest first, each with its game, players and date; a file that cannot
be read is listed as unreadable with the reason and never opened. "import": a record file, its
path typed or picked from the saves folders; a finished game opens in the replay viewer, an
unfinished one continues at the table. The files themselves are ``game.named_saves``'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.match import Match
from game.named_saves import (
    SaveEntry,
    SaveProblem,
    list_saves,
    match_for_record,
    named_dir,
    named_path,
    read_match,
    read_record,
    records_dir,
    safe_name,
    write_named,
)
from game.replay_model import ReplayModel
from game.scenes.panel import PanelScene
from game.ui import theme
from game.ui.menu import MenuPanel
from game.ui.widgets import Button, Label, TextInput, Widget

PAGE = 4  # files listed at once
ROW_UNITS = 1.45  # a file's row: its name over its summary
MODES = ("save", "load", "import")
TITLES = {"save": "Save as", "load": "Load a saved game", "import": "Import a record"}
LEAVE = "The game at the table now ends here: save it first if you want to come back to it."


class FileRow(Button):
    """A listed file: its name, and under it the game, players and date, or why it is unreadable."""

    def __init__(self, fonts: Any, entry: SaveEntry, on_click: Any) -> None:
        super().__init__(fonts, entry.name, on_click)
        self.entry = entry

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        m = theme.metrics(surface.get_height())
        fill = theme.BUTTON_DOWN if self.pressed else theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, fill, self.rect, border_radius=m.radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=m.border, border_radius=m.radius)
        inner = self.rect.inflate(-2 * m.pad, -m.pad // 2)
        top = pygame.Rect(inner.left, inner.top, inner.width, inner.height * 11 // 20)
        bottom = pygame.Rect(inner.left, top.bottom, inner.width, inner.bottom - top.bottom)
        small = max(12, round(self.font_size * 0.72))
        self.draw_text(surface, self.entry.name, top, theme.INK, "left")
        ink = theme.INK_SOFT if self.entry.readable else theme.ERROR
        self.draw_text(surface, self.entry.summary(), bottom, ink, "left", size=small)
        self.draw_focus(surface)


class SavesMenuScene(PanelScene):
    def __init__(self, mode: str, match: Match | None = None) -> None:
        super().__init__()
        if mode not in MODES:
            raise ValueError(f"unknown saves menu mode {mode!r} (known: {', '.join(MODES)})")
        self.mode = mode
        self.match = match
        self.page = 0
        self.entries: list[SaveEntry] = []
        self.status = ""  # the last problem or hint, shown under the input
        self.status_is_error = False
        self.input: TextInput | None = None
        self.typed = ""

    # --- building -------------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.entries = self._entries()
        super().on_enter()

    def _entries(self) -> list[SaveEntry]:
        paths = self.ctx.paths
        if self.mode == "load":
            return list_saves(named_dir(paths))
        if self.mode == "import":
            return list_saves(records_dir(paths)) + list_saves(named_dir(paths))
        return []

    def build(self) -> MenuPanel:
        fonts = self.ctx.fonts
        rows: list[Widget | tuple[Widget, float]] = []
        if self.mode == "save":
            self.input = TextInput(
                fonts, "Name", self.typed, max_len=40, placeholder="e.g. Friday game", on_submit=lambda _t: self.save()
            )
            rows.append(self.input)
            rows.append((Label(fonts, self._save_hint(), theme.ERROR if self.status_is_error else theme.INK_SOFT), 1.2))
            rows.append(Button(fonts, "Save", self.save, primary=True))
        else:
            if self.mode == "import":
                self.input = TextInput(
                    fonts, "File", self.typed, max_len=240, placeholder="type a path, or pick one below",
                    on_submit=lambda _t: self.import_typed(),
                )
                rows.append(self.input)
                rows.append(Button(fonts, "Open the typed path", self.import_typed, primary=True))
            if self.status:
                rows.append((Label(fonts, self.status, theme.ERROR if self.status_is_error else theme.INK_SOFT), 1.2))
            rows.extend(self._entry_rows())
        rows.append(Button(fonts, "Cancel", self.close))
        panel = MenuPanel(fonts, TITLES[self.mode], rows, width=0.62, min_width=520, on_escape=self.close)
        if self.input is not None:
            panel.focus.focus(self.input)
        return panel

    def _save_hint(self) -> str:
        if self.status:
            return self.status
        name = safe_name(self.typed)
        if not name:
            return "Letters, digits, spaces, dots, dashes and underscores make a file name."
        return f"File name: {name}.json (in {named_dir(self.ctx.paths)})"

    def _entry_rows(self) -> list[Widget | tuple[Widget, float]]:
        fonts = self.ctx.fonts
        if not self.entries:
            where = named_dir(self.ctx.paths) if self.mode == "load" else records_dir(self.ctx.paths)
            empty = "No saved games yet: Save as… in the pause menu makes one." if self.mode == "load" else (
                "No records in the saves folders yet: Export record in the pause menu writes one."
            )
            return [(Label(fonts, f"{empty} ({where})", theme.INK_SOFT), 1.4)]
        pages = (len(self.entries) + PAGE - 1) // PAGE
        self.page %= pages
        shown = self.entries[self.page * PAGE : (self.page + 1) * PAGE]
        rows: list[Widget | tuple[Widget, float]] = [
            (FileRow(fonts, e, lambda e=e: self.choose(e)), ROW_UNITS) for e in shown
        ]
        if pages > 1:
            rows.append(Button(fonts, f"More (page {self.page + 1} of {pages})", self.next_page))
        return rows

    # --- keeping what was typed -------------------------------------------------------------------
    def rebuild(self) -> None:
        if self.input is not None:
            self.typed = self.input.text
        super().rebuild()

    def handle_event(self, event: Any) -> None:
        before = self.input.text if self.input is not None else ""
        super().handle_event(event)
        if self.input is not None and self.input.text != before and self.mode == "save":
            self.typed = self.input.text
            self.status = ""
            self.status_is_error = False
            self.rebuild()

    def next_page(self) -> None:
        self.page += 1
        self.rebuild()

    def tell(self, text: str, error: bool = True) -> None:
        self.status = text
        self.status_is_error = error
        self.rebuild()

    # --- save as --------------------------------------------------------------------------------
    def save(self) -> None:
        if self.match is None:
            self.tell("There is no game to save here.")
            return
        self.typed = self.input.text if self.input is not None else self.typed
        name = safe_name(self.typed)
        if not name:
            self.tell("Type a name for the save first (letters and digits make a file name).")
            return
        path = named_path(self.ctx.paths, name)
        if path.exists():
            self.ctx.push(
                self.ctx.scenes.message(
                    "Replace the save?",
                    f"A save called {name} exists. Replace it with the game at the table now?",
                    on_ok=lambda: self._write(name),
                    ok_label="Replace it",
                    cancel_label="Keep it",
                )
            )
            return
        self._write(name)

    def _write(self, name: str) -> None:
        assert self.match is not None
        try:
            path = write_named(self.ctx.paths, name, self.match)
        except OSError as err:
            self.tell(f"The game could not be saved: {err.strerror or err}. Nothing was changed.")
            return
        self.close()
        self.ctx.push(self.ctx.scenes.message("Saved", f"The game was saved as {name}. Load it from the pause menu's Load… ({path})"))

    # --- load and import --------------------------------------------------------------------------
    def choose(self, entry: SaveEntry) -> None:
        if not entry.readable:
            self.tell(f"{entry.name} cannot be opened: {entry.problem}")
            return
        if self.mode == "load":
            self.load(entry.path)
        else:
            self.open_record(entry.path)

    def import_typed(self) -> None:
        text = (self.input.text if self.input is not None else self.typed).strip().strip('"')
        self.typed = text
        if not text:
            self.tell("Type the path of a record file, or pick one from the list.")
            return
        path = Path(text).expanduser()
        if not path.is_file():
            self.tell(f"There is no file at {text}.")
            return
        self.open_record(path)

    def load(self, path: Path) -> None:
        try:
            match = read_match(path)
        except SaveProblem as err:
            self.tell(f"This save cannot be loaded: {err}")
            return
        if match.is_over():
            self._replay(match.record, [match.name(s) for s in range(match.players)])
            return
        self._confirm_leave(match, f"Load {path.stem}?")

    def open_record(self, path: Path) -> None:
        try:
            record = read_record(path)
            model = ReplayModel(record)
        except (SaveProblem, ValueError) as err:
            self.tell(f"This record cannot be opened: {err}")
            return
        if model.problem is not None or model.finished:
            self._replay(record, None)
            return
        try:
            match = match_for_record(record)
        except SaveProblem as err:
            self.tell(f"This record cannot be continued: {err}")
            return
        self._confirm_leave(match, f"Continue {path.stem}?")

    def _replay(self, record: Any, names: list[str] | None) -> None:
        self.close()
        self.ctx.push(self.ctx.scenes.replay_viewer(record, names))

    def _confirm_leave(self, match: Match, title: str) -> None:
        def go() -> None:
            self.ctx.go_to_title()  # the table at hand saves and stops its bots as it leaves
            self.ctx.push(self.ctx.scenes.table(match, animate_opening=False, notice=" ".join(match.notices) or None))

        if self.match is None:
            go()
            return
        self.ctx.push(self.ctx.scenes.message(title, LEAVE, on_ok=go, ok_label="Open it", cancel_label="Cancel"))
