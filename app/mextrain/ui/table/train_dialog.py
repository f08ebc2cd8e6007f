"""All the tiles of one train, from the engine to the open end (clicking a train opens it)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mextrain.engine import TrainView
from mextrain.ui.table.tile_item import DominoItem
from mextrain.ui.texts import plural_s

LONG = 64.0
GAP = 6.0
PER_ROW = 10
ROW_PITCH = LONG + 26
FELT = QColor("#1F5A3A")


class TrainDialog(QDialog):
    """A snapshot of one train; the table refreshes it while it is open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainDialog")
        self.title_label = QLabel()
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title_label.setFont(font)
        self.info_label = QLabel()
        self.scene = QGraphicsScene(self)
        self.scene.setBackgroundBrush(FELT)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.view.setMinimumSize(int(PER_ROW * (LONG + GAP) + 60), int(ROW_PITCH + 40))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.info_label)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self.items: list[DominoItem] = []
        self._args: tuple[str, int, TrainView, bool] | None = None
        self.numerals = False
        self.retranslate_ui()

    def set_train(self, title: str, engine: int, train: TrainView, numerals: bool, open_double: bool) -> None:
        self._args = (title, engine, train, open_double)
        self.numerals = numerals
        self.setWindowTitle(title)
        self.title_label.setText(title)
        n = len(train.tiles)
        parts = [plural_s(self.tr("%n tile(s)", "", n), n), self.tr("open end %1").replace("%1", str(train.open_end))]
        if train.marker:
            parts.append(self.tr("marker: everyone may play here"))
        if open_double:
            parts.append(self.tr("the double must be covered"))
        self.info_label.setText(" · ".join(parts))
        self._build(engine, train, open_double)

    def set_numerals(self, numerals: bool) -> None:
        self.numerals = numerals
        for item in self.items:
            item.set_numerals(numerals)

    def _build(self, engine: int, train: TrainView, open_double: bool) -> None:
        self.scene.clear()
        self.items = []
        font = QFont()
        font.setPixelSize(11)
        x, y = 10.0, 10.0
        tiles = [(None, engine, engine)] + list(train.tiles)
        last = len(tiles) - 1
        for i, (tile, touching, end) in enumerate(tiles):
            double = touching == end
            w = LONG / 2 if double else LONG
            if x + w > PER_ROW * (LONG + GAP) + 10:
                x, y = 10.0, y + ROW_PITCH
            item = DominoItem(touching, end, LONG, vertical=double)
            item.set_numerals(self.numerals)
            item.set_gold(open_double and i == last and i > 0)
            item.setPos(x + w / 2, y + LONG / 2)
            self.scene.addItem(item)
            self.items.append(item)
            label = QGraphicsSimpleTextItem(self.tr("engine") if i == 0 else str(i))
            label.setFont(font)
            label.setBrush(QColor("#EDE6CF"))
            # centred under its tile, but never past the left edge (a long word under the engine)
            label.setPos(max(2.0, x + w / 2 - label.boundingRect().width() / 2), y + LONG + 4)
            self.scene.addItem(label)
            x += w + GAP
        self.scene.setSceneRect(QRectF(0, 0, PER_ROW * (LONG + GAP) + 20, y + ROW_PITCH))

    def tile_count(self) -> int:
        """Tiles shown, the engine not counted."""
        return max(0, len(self.items) - 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        if self._args is not None:
            title, engine, train, open_double = self._args
            self.set_train(title, engine, train, self.numerals, open_double)
