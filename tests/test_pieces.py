"""Pieces beyond cards: each kind draws, hit-tests and animates; the table view syncs any mix."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import ast  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.layout import load_layout  # noqa: E402
from game.pieces import paint  # noqa: E402
from game.pieces.badge import BadgeSprite  # noqa: E402
from game.pieces.base import PieceSprite, SpecSprite, topmost_at  # noqa: E402
from game.pieces.card import CardSprite  # noqa: E402
from game.pieces.die import DieSprite  # noqa: E402
from game.pieces.kinds import make_sprite, sprite_class  # noqa: E402
from game.pieces.slot import SlotSprite  # noqa: E402
from game.pieces.specs import (  # noqa: E402
    BadgePiece,
    CardPiece,
    DiePiece,
    SlotPiece,
    TextCardPiece,
    TokenPiece,
)
from game.pieces.text_card import TextCardSprite  # noqa: E402
from game.pieces.token import TokenSprite  # noqa: E402
from game.table.view import Placement, TableView  # noqa: E402
from rules.copas.deck import copas_deck  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SCALES = [0.75, 1.0]  # a 960×600 window and the logical 1280×720 table
RACES = ("Human", "Dwarf", "Elf", "Orc", "Goblin", "Undead")
LONG_BODY = " ".join(["Every trick is worth a point, unless the rumor says otherwise."] * 8)

SPECS = {
    "coin": TokenPiece("coin", (214, 170, 48), "20"),
    "potion": TokenPiece("potion", (126, 62, 170), "2"),
    "marker": TokenPiece("marker", (31, 78, 156), "Mages"),
    "die": DiePiece(RACES, 2),
    "number die": DiePiece(tuple("123456"), 5),
    "slot": SlotPiece("Great quality copper", (130, 210), private=True, highlight=True),
    "character": TextCardPiece("Supplier", "Knows the great suit.", "character"),
    "rumor": TextCardPiece("The Price of Greed", LONG_BODY, "rumor", face_up=False),
    "badge": BadgePiece("Dealer"),
}
CLASSES = {
    TokenPiece: TokenSprite, DiePiece: DieSprite, SlotPiece: SlotSprite, TextCardPiece: TextCardSprite,
    BadgePiece: BadgeSprite, CardPiece: CardSprite,
}


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def run(step, dt: float = 1 / 60, limit: int = 10_000) -> int:
    for frame in range(1, limit):
        step.update(dt)
        if step.done:
            return frame
    raise AssertionError("step never finished")


def _felt(size: tuple[int, int] = (400, 400)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill((30, 98, 62))
    return surface


# ---- specs ---------------------------------------------------------------------------------------

def test_specs_import_no_pygame() -> None:
    tree = ast.parse((ROOT / "game" / "pieces" / "specs.py").read_text(encoding="utf-8"))
    names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [n for n in names if n.startswith(("pygame", "game."))]


def test_specs_are_frozen_values() -> None:
    a, b = DiePiece(RACES, 1), DiePiece(RACES, 1)
    assert a == b and hash(a) == hash(b) and a.face == "Dwarf"
    with pytest.raises(AttributeError):
        a.value = 2  # type: ignore[misc]
    with pytest.raises(ValueError):
        DiePiece(RACES, 6)
    with pytest.raises(ValueError):
        DiePiece((), 0)


def test_each_spec_has_its_sprite_class() -> None:
    for spec in [*SPECS.values(), CardPiece(None)]:
        assert sprite_class(spec) is CLASSES[type(spec)]
    with pytest.raises(TypeError):
        sprite_class("a card")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        make_sprite(CardPiece(None), (0, 0), 1.0)


# ---- drawing and hit-testing ---------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(SPECS))
@pytest.mark.parametrize("scale", SCALES)
def test_each_kind_draws_inside_its_place_and_hits_its_rect(name: str, scale: float) -> None:
    spec = SPECS[name]
    sprite = make_sprite(spec, (200, 200), scale, z=3)
    assert isinstance(sprite, CLASSES[type(spec)])
    surface = _felt()
    before = pygame.image.tobytes(surface, "RGB")
    sprite.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") != before, "nothing was drawn"
    rect = sprite.rect
    assert rect.center == (200, 200)
    assert rect.width >= 14 and rect.height >= 14, "too small to see"
    assert sprite.contains(rect.center)
    assert not sprite.contains((rect.right + 2, rect.centery))
    assert not sprite.contains((rect.centerx, rect.top - 2))
    sprite.visible = False
    assert not sprite.contains(rect.center)


@pytest.mark.parametrize("name", sorted(SPECS))
def test_sizes_follow_the_window_scale(name: str) -> None:
    small = make_sprite(SPECS[name], (0, 0), 0.75).rect
    large = make_sprite(SPECS[name], (0, 0), 1.0).rect
    assert small.width < large.width or small.height < large.height or name == "badge"
    assert small.width <= large.width and small.height <= large.height


def test_highlights_and_veils_draw() -> None:
    for spec in SPECS.values():
        plain, marked = _felt(), _felt()
        sprite = make_sprite(spec, (200, 200), 1.0)
        sprite.draw(plain)
        sprite.legal = True
        sprite.draw(marked)
        assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB"), spec
        sprite.legal, sprite.dimmed = False, True
        dim = _felt()
        sprite.draw(dim)
        assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(dim, "RGB"), spec


def test_rendered_surfaces_are_cached() -> None:
    for spec in SPECS.values():
        sprite = make_sprite(spec, (0, 0), 1.0)
        assert isinstance(sprite, SpecSprite)
        sprite.draw(_felt())
        count = len(sprite._images)
        sprite.draw(_felt())
        assert len(sprite._images) == count, f"{spec} renders again every frame"


def test_a_token_prints_short_labels_and_captions_long_ones() -> None:
    for scale in SCALES:
        coin = TokenSprite(TokenPiece("coin", (214, 170, 48), "20"), (0, 0), scale)
        assert coin.label_inside() is not None and coin.caption() is None
        marker = TokenSprite(TokenPiece("marker", (31, 78, 156), "Paladins"), (0, 0), scale)
        assert marker.label_inside() is None and marker.caption() is not None
        blank = TokenSprite(TokenPiece("potion", (0, 150, 0)), (0, 0), scale)
        assert blank.label_inside() is None and blank.caption() is None


def test_a_token_is_round_for_hit_testing() -> None:
    coin = TokenSprite(TokenPiece("coin", (214, 170, 48)), (100, 100), 1.0)
    corner = coin.rect.topleft
    assert coin.rect.collidepoint(corner) and not coin.contains(corner)


def test_a_die_prints_its_face_or_captions_a_long_word() -> None:
    number = DieSprite(DiePiece(tuple("123456"), 3), (0, 0), 0.75)
    assert number.face == "4" and number.face_font("4") is not None and number.caption() is None
    small = DieSprite(DiePiece(RACES, 5), (0, 0), 0.75)
    assert small.face == "Undead" and small.caption() is not None
    big = DieSprite(DiePiece(RACES, 2, size=64), (0, 0), 1.0)
    assert big.face == "Elf" and big.caption() is None


def test_a_text_card_wraps_its_body_inside_the_box() -> None:
    for scale in SCALES:
        for body in ("Knows the great suit.", LONG_BODY):
            card = TextCardSprite(TextCardPiece("The Unexpected Challenger", body, "rumor"), (0, 0), scale)
            w, h = card.size
            size, lines = paint.fit_lines(body, w - 14, h // 2, card.px(18))
            font = paint.font(size)
            assert size >= paint.MIN_FONT
            assert all(font.size(line)[0] <= w - 14 for line in lines)
            assert len(lines) * font.get_linesize() <= h // 2
            if body == LONG_BODY:
                assert lines[-1].endswith("…")


def test_a_text_card_shows_its_back_when_face_down() -> None:
    spec = TextCardPiece("Ea-Nasir", "Sells bad copper.", "character")
    up = TextCardSprite(spec, (0, 0), 1.0)
    down = TextCardSprite(TextCardPiece("Ea-Nasir", "Sells bad copper.", "character", face_up=False), (0, 0), 1.0)
    assert pygame.image.tobytes(up.image(), "RGBA") != pygame.image.tobytes(down.image(), "RGBA")
    hidden = TextCardSprite(TextCardPiece("Other", "Other text.", "character", face_up=False), (0, 0), 1.0)
    assert pygame.image.tobytes(down.image(), "RGBA") == pygame.image.tobytes(hidden.image(), "RGBA"), (
        "a back tells nothing about the face"
    )


def test_a_slot_shows_its_label_and_a_private_mark() -> None:
    public = SlotSprite(SlotPiece("Bad quality", (130, 210)), (100, 150), 1.0)
    private = SlotSprite(SlotPiece("Bad quality", (130, 210), private=True), (100, 150), 1.0)
    assert pygame.image.tobytes(public.image(), "RGBA") != pygame.image.tobytes(private.image(), "RGBA")
    assert public.band_height() > 0 and public.rect.contains(public.content_rect)
    assert public.content_rect.top >= public.rect.top + public.band_height()
    long = SlotSprite(SlotPiece("Good quality Babylonian copper", (130, 210), private=True), (0, 0), 0.75)
    size, lines = long.label_lines()
    assert 1 <= len(lines) <= 2 and size >= paint.MIN_FONT
    bare = SlotSprite(SlotPiece("", (60, 60)), (0, 0), 1.0)
    assert bare.band_height() == 0 and bare.content_rect == bare.rect


# ---- tweens ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(SPECS))
def test_move_to_ends_at_the_target(name: str) -> None:
    sprite = make_sprite(SPECS[name], (10, 20), 1.0)
    step = sprite.move_to((300, 120), 0.25)
    step.update(0.1)
    assert sprite.pos != (300, 120)
    run(step)
    assert sprite.pos == (300, 120) and sprite.target == (300, 120) and sprite.rect.center == (300, 120)


def test_a_die_roll_cycles_faces_and_lands_on_its_value() -> None:
    die = DieSprite(DiePiece(RACES, 0), (50, 50), 1.0)
    roll = die.roll(0.6, value=4)
    seen = set()
    for _ in range(60):
        roll.update(1 / 60)
        seen.add(die.shown)
        die.draw(_felt())  # tumbling: drawn tilted
        if roll.done:
            break
    assert roll.done
    assert len(seen) > 3, "a roll shows several faces"
    assert die.shown == 4 and die.face == "Goblin" and die.spec.value == 4 and die.tilt == 0.0
    again = die.roll(0.3)
    run(again)
    assert die.face == "Goblin"


def test_a_text_card_flip_ends_face_up() -> None:
    card = TextCardSprite(TextCardPiece("Rumor", "Text.", "rumor", face_up=False), (0, 0), 1.0)
    flip = card.flip(0.2, face_up=True)
    flip.update(0.099)
    assert not card.face_up and card.flip_scale < 0.1 and card.rect.width < card.size[0]
    card.draw(_felt())  # drawn squashed mid-flip
    run(flip)
    assert card.face_up and card.flip_scale == 1.0


def test_a_card_flip_ends_face_up() -> None:
    card = CardSprite(copas_deck()[0], (0, 0), (56, 84), face_up=False)
    run(card.flip(0.2))
    assert card.face_up and card.flip_scale == 1.0


def test_a_token_pulse_swells_and_settles() -> None:
    token = TokenSprite(TokenPiece("potion", (126, 62, 170), "1"), (60, 60), 1.0)
    pulse = token.pulse(0.4, peak=1.5)
    pulse.update(0.2)
    assert token.pulse_scale == pytest.approx(1.5)
    token.draw(_felt())
    run(pulse)
    assert token.pulse_scale == 1.0


# ---- the table view over mixed pieces -------------------------------------------------------------

def _view(window: tuple[int, int] = (960, 600)) -> TableView:
    return TableView(load_layout("copas", 4), window, "small", False, "portuguese")


def test_sync_creates_each_kind_replaces_changed_kinds_and_drops_the_rest() -> None:
    view = _view()
    deck = copas_deck()
    first = [
        Placement("card", CardPiece(deck[0]), (100, 100), 1),
        Placement("mini", CardPiece(None, face_up=False, mini=True), (150, 100), 2),
        Placement("coin", SPECS["coin"], (200, 100)),
        Placement("die", SPECS["die"], (250, 100), 5),
        Placement("slot", SPECS["slot"], (300, 300)),
        Placement("rumor", SPECS["rumor"], (500, 300), 4),
        Placement("badge", SPECS["badge"], (600, 100)),
        Placement("gone", SPECS["marker"], (700, 100)),
    ]
    view.sync(first)
    for p in first:
        assert type(view.get(p.key)) is CLASSES[type(p.piece)], p.key
        assert view.get(p.key).pos == p.center and view.get(p.key).z == p.z
    assert view.mini_keys == {"mini"} and view.get("mini").size == view.mini_size
    assert view.get("card").size == view.card_size
    coin, die = view.get("coin"), view.get("die")
    assert view.get("coin").size == (view.length(28), view.length(28))

    second = [
        Placement("card", CardPiece(deck[0], face_up=False), (110, 100), 1),
        Placement("mini", TokenPiece("marker", (0, 0, 0)), (150, 100)),  # was a card: a new kind
        Placement("coin", TokenPiece("coin", (214, 170, 48), "21"), (200, 110)),  # same kind, new look
        Placement("die", CardPiece(deck[1]), (250, 100)),  # was a die
        Placement("slot", SPECS["slot"], (300, 300)),
        Placement("rumor", SPECS["rumor"], (500, 300), 4),
        Placement("badge", SPECS["badge"], (600, 100)),
    ]
    view.sync(second, keep=["extra"])
    assert set(view.sprites) == {p.key for p in second}
    assert isinstance(view.get("mini"), TokenSprite) and "mini" not in view.mini_keys
    assert view.get("coin") is coin and coin.spec.label == "21" and coin.pos == (200, 110)
    assert isinstance(view.get("die"), CardSprite) and view.get("die") is not die
    assert not view.get("card").face_up
    view.draw(_felt((960, 600)))


def test_sync_settles_half_played_animations() -> None:
    view = _view()
    view.sync([Placement("die", DiePiece(RACES, 1), (100, 100)), Placement("t", TokenPiece("coin", (200, 160, 40)), (200, 200))])
    die, token = view.get("die"), view.get("t")
    roll, pulse = die.roll(1.0, value=3), token.pulse(1.0)
    roll.update(0.3)
    pulse.update(0.3)
    view.sync([Placement("die", DiePiece(RACES, 3), (100, 100)), Placement("t", TokenPiece("coin", (200, 160, 40)), (200, 200))])
    assert die.shown == 3 and die.tilt == 0.0 and token.pulse_scale == 1.0


def test_spawn_piece_and_spawn_keep_working() -> None:
    view = _view()
    card = view.spawn("hand:7C", copas_deck().card("7C"), (100, 500), face_up=True, z=100)
    assert isinstance(card, CardSprite) and card.size == view.card_size and view.get("hand:7C") is card
    mini = view.spawn_piece("pile:0", CardPiece(None, mini=True), (50, 50), z=2)
    assert isinstance(mini, CardSprite) and mini.size == view.mini_size and "pile:0" in view.mini_keys
    die = view.spawn_piece("die:race", DiePiece(RACES, 0), (300, 300), z=7)
    assert isinstance(die, DieSprite) and die.z == 7 and die.scale == view.viewport.scale
    assert view.rename("die:race", "die:weapon") is die and view.get("die:weapon") is die
    view.remove("die:weapon")
    assert view.get("die:weapon") is None and view.keys("hand:") == ["hand:7C"]


def test_topmost_works_over_every_kind() -> None:
    view = _view()
    view.sync([
        Placement("pick:slot", SlotPiece("Great", (130, 210)), (300, 300), 0),
        Placement("pick:card", CardPiece(copas_deck()[0]), (300, 320), 5),
        Placement("pick:coin", TokenPiece("coin", (214, 170, 48)), (300, 340), 9),
        Placement("other:die", DiePiece(RACES, 0), (600, 300), 1),
    ])
    assert view.topmost("pick:", (300, 340))[0] == "pick:coin"
    assert view.topmost("pick:", (300, 290))[0] == "pick:card"
    slot = view.get("pick:slot")
    assert view.topmost("pick:", (slot.rect.left + 2, slot.rect.top + 2))[0] == "pick:slot"
    assert view.topmost("pick:", (600, 300)) is None
    key, sprite = view.topmost("other:", (600, 300))
    assert key == "other:die" and isinstance(sprite, DieSprite)
    assert topmost_at(list(view.sprites.values()), (5, 5)) is None
    assert all(isinstance(s, PieceSprite) for s in view.sprites.values())
