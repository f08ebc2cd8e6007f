"""Numbers and times as the language writes them (QLocale), for the Statistics window's parts."""
from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale


def locale_number(value: float, decimals: int = 0) -> str:
    return QLocale().toString(float(value), "f", decimals) if decimals else QLocale().toString(int(round(value)))


def locale_time(when: datetime) -> str:
    """A UTC time as local date and time in the language's short format."""
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp())).toLocalTime()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def locale_date(when: datetime) -> str:
    """A UTC time's local date, as short as the language writes it (under a chart's bar)."""
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp())).toLocalTime()
    return QLocale().toString(moment.date(), QLocale.FormatType.NarrowFormat)
