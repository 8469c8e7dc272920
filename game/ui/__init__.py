"""Widgets, fonts, theme, text fitting and the scrollable text view shared by every scene."""

from game.ui.focus import FocusManager
from game.ui.fonts import Fonts
from game.ui.scrollview import ScrollView
from game.ui.widgets import Button, Choice, Label, Slider, TextInput, Toggle, Widget

__all__ = ["Button", "Choice", "FocusManager", "Fonts", "Label", "ScrollView", "Slider", "TextInput", "Toggle", "Widget"]
