"""A small modal box: a heading, some text, OK and an optional Cancel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.scenes.panel import PanelScene
from game.ui.menu import MenuPanel
from game.ui.widgets import Button, Label


class MessageScene(PanelScene):
    def __init__(
        self,
        title: str,
        text: str,
        on_ok: Callable[[], Any] | None = None,
        on_cancel: Callable[[], Any] | None = None,
        ok_label: str = "OK",
        cancel_label: str | None = None,
        cancel_first: bool = False,
    ) -> None:
        """With ``on_cancel`` or ``cancel_label`` there is a Cancel button; Escape cancels then,
        and means OK otherwise. The box closes itself before calling either callback. With
        ``cancel_first`` the keyboard starts on Cancel (a question whose OK destroys something:
        Enter alone must not)."""
        super().__init__()
        self.title = title
        self.text = text
        self.on_ok = on_ok
        self.on_cancel = on_cancel
        self.ok_label = ok_label
        self.cancel_label = cancel_label or ("Cancel" if on_cancel is not None else None)
        self.result: bool | None = None  # True after OK, False after Cancel
        self.cancel_first = cancel_first

    def build(self) -> MenuPanel:
        fonts = self.ctx.fonts
        label = Label(fonts, self.text)
        ok = Button(fonts, self.ok_label, self.ok, primary=True)
        rows: list[Any] = [(label, 1.0), ok]
        cancel = Button(fonts, self.cancel_label, self.cancel) if self.cancel_label else None
        if cancel is not None:
            rows.append(cancel)
        panel = MenuPanel(fonts, self.title, rows, width=0.5, on_escape=self.cancel if self.cancel_label else self.ok)
        panel.rows[0] = (label, panel.text_rows(self.text, self.size, max_rows=6.0) + 0.3)
        if cancel is not None and self.cancel_first:
            panel.focus.focus(cancel)
        return panel

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.panel is not None:
            self.rebuild()

    def ok(self) -> None:
        self.result = True
        self.close()
        if self.on_ok is not None:
            self.on_ok()

    def cancel(self) -> None:
        self.result = False
        self.close()
        if self.on_cancel is not None:
            self.on_cancel()
