"""Scenes, the scene stack, and the context a scene reaches everything through.

The top scene gets the events; every scene is updated; drawing starts at the topmost scene that
is not an overlay and goes up, so overlays (pause, rules, messages, hand-off) draw over the scene
below them. Popping the last scene quits the app.

A scene never imports the app nor the navigation: the stack hands it ``self.ctx`` (a
``SceneContext``, which the app implements) on push, and ``ctx.scenes`` (a ``SceneBuilder``)
builds the other scenes it opens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from game.art.styles import DeckStyle
    from game.audio import Audio
    from game.match import Match
    from game.paths import Paths
    from game.settings import Settings
    from game.ui.fonts import Fonts
    from rules.core.cards import Card
    from rules.core.events import TrickOutcome
    from rules.core.record import GameRecord
    from rules.core.results import RoundResult


class SceneBuilder(Protocol):
    """Builds every scene a scene may open (``ctx.scenes``); implemented by ``game.navigation``."""

    def title(self) -> Scene: ...

    def new_game_setup(self) -> Scene: ...

    def table(self, match: Match, animate_opening: bool = True, notice: str | None = None) -> Scene: ...

    def continue_game(self, path: Path) -> Scene: ...

    def handoff(self, name: str, on_ready: Callable[[], Any], note: str = "") -> Scene: ...

    def round_summary(
        self, match: Match, round_result: RoundResult, notes: Sequence[str], on_continue: Callable[[], Any]
    ) -> Scene: ...

    def game_over(self, match: Match, notes: Sequence[str]) -> Scene: ...

    def score_sheet(self, match: Match) -> Scene: ...

    def review(
        self, title: str, shown: TrickOutcome | Sequence[tuple[int, Card]], match: Match, style: str | DeckStyle
    ) -> Scene:
        """The last finished trick (a ``TrickOutcome``) or the last plays revealed ((seat, card) pairs)."""

    def settings(self) -> Scene: ...

    def rules_menu(self) -> Scene: ...

    def rules(self, game_id: str) -> Scene: ...

    def pause(
        self, game_id: str | None = None, on_quit: Callable[[], Any] | None = None, match: Match | None = None
    ) -> Scene:
        """The pause menu; with ``match`` it also saves, exports and loads games."""

    def replay_viewer(self, record: GameRecord, names: Sequence[str] | None = None) -> Scene:
        """Steps through ``record`` with every hand shown (names by seat, else the record's)."""

    def statistics(self) -> Scene:
        """Games played and won, scores, streaks, a chart; recent games open in the replay viewer."""

    def saves_menu(self, mode: str, match: Match | None = None) -> Scene:
        """"save" (Save as, for ``match``), "load" (a named save) or "import" (a record file)."""

    def message(
        self,
        title: str,
        text: str,
        on_ok: Callable[[], Any] | None = None,
        on_cancel: Callable[[], Any] | None = None,
        ok_label: str = "OK",
        cancel_label: str | None = None,
        cancel_first: bool = False,
    ) -> Scene: ...


class SceneContext(Protocol):
    """What a scene may use (``self.ctx``): shared services, the stack, and where to go next."""

    fonts: Fonts
    settings: Settings
    audio: Audio
    paths: Paths
    settings_error: str | None  # why the settings could not be saved, or None
    headless: bool  # no window: tests and benchmarks (the dummy video driver)

    @property
    def scenes(self) -> SceneBuilder: ...  # read only: the app keeps its own kind of builder

    def push(self, scene: Scene) -> Scene: ...

    def pop(self) -> Scene: ...

    def replace(self, scene: Scene) -> Scene: ...

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` off the stack wherever it is; nothing if it is not there."""

    def post(self, callback: Callable[[], Any]) -> None:
        """Run ``callback`` on the main thread before the next frame; safe from any thread."""

    def go_to_title(self) -> None: ...

    def new_game(self) -> None: ...

    def continue_game(self) -> None: ...

    def continue_available(self) -> bool: ...

    def quit(self) -> None: ...

    def settings_changed(self) -> None:
        """Apply and save the settings after a change."""

    def take_notices(self) -> list[str]:
        """Messages for the player, each given out once."""

    def note(self, text: str) -> None:
        """Keep a message for the title to show (a save that failed as the table closed)."""

    def toggle_fullscreen(self) -> None: ...


class Scene:
    """One screen or overlay. Subclasses override what they need; every hook has a default."""

    is_overlay: bool = False

    def __init__(self) -> None:
        self.ctx: SceneContext = None  # type: ignore[assignment]  # set by the stack on push

    def close(self) -> None:
        """Leave the stack (wherever this scene is; nothing if it is not on it)."""
        if self.ctx is not None:
            self.ctx.remove(self)

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> bool:
        """Advance ``dt`` seconds; True while animating (the app then keeps drawing frames)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the logical screen, at least the minimum window size)."""

    def on_enter(self) -> None:
        """Just pushed (``ctx`` is set and ``on_resize`` has run)."""

    def on_exit(self) -> None:
        """Just popped or replaced: stop timers, threads, sounds."""

    def on_resume(self) -> None:
        """The scene above was popped and this one is on top again."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The logical screen size changed (also called once before ``on_enter``)."""

    def on_settings_changed(self) -> None:
        """A setting changed (card size, colour-blind deck, animation speed...)."""

    def wants_frames(self) -> bool:
        """True to be drawn at full frame rate even when ``update`` reports no animation."""
        return False


class SceneStack:
    """The scenes, bottom to top. ``ctx`` is handed to each scene on push and told to quit when
    the last scene is popped; ``size`` (set by ``resize``) is given to each scene before it enters."""

    def __init__(self, ctx: SceneContext | None = None, size: tuple[int, int] | None = None) -> None:
        self.ctx = ctx
        self.size = size
        self._scenes: list[Scene] = []

    # --- structure ------------------------------------------------------------------------------
    def _enter(self, scene: Scene) -> None:
        scene.ctx = self.ctx  # type: ignore[assignment]
        if self.size is not None:
            scene.on_resize(self.size)
        scene.on_enter()

    def push(self, scene: Scene) -> Scene:
        self._scenes.append(scene)
        self._enter(scene)
        return scene

    def pop(self) -> Scene:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_resume()
        elif self.ctx is not None:
            self.ctx.quit()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out wherever it is (e.g. an overlay closing under another)."""
        if scene is self.top:
            self.pop()
            return
        if scene in self._scenes:
            self._scenes.remove(scene)
            scene.on_exit()

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (does not quit even if it was the only one)."""
        if self._scenes:
            self._scenes.pop().on_exit()
        return self.push(scene)

    def clear(self) -> None:
        """Exit every scene, top first, without quitting the app."""
        while self._scenes:
            self._scenes.pop().on_exit()

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        """Bottom to top (a snapshot: scenes may push or pop while it is read)."""
        return iter(list(self._scenes))

    def iterate(self, top_first: bool = False) -> Iterator[Scene]:
        return iter(list(reversed(self._scenes)) if top_first else list(self._scenes))

    def __contains__(self, scene: object) -> bool:
        return scene in self._scenes

    # --- frame ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        top = self.top
        if top is not None:
            top.handle_event(event)

    def update(self, dt: float) -> bool:
        """Update every scene; True while a scene that is drawn animates (a scene covered by an
        opaque one still moves on, but its frames would not be seen, so it asks for none)."""
        animating = False
        shown = self.visible()
        for scene in list(self._scenes):
            if scene in self._scenes and scene.update(dt) and scene in shown:
                animating = True
        return animating

    def wants_frames(self) -> bool:
        return any(scene.wants_frames() for scene in self._scenes)

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame, bottom first."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if not self._scenes[i].is_overlay:
                start = i
                break
        return self._scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in list(self._scenes):
            scene.on_resize(size)

    def settings_changed(self) -> None:
        for scene in list(self._scenes):
            scene.on_settings_changed()
