#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli play GAME ...`: the games in a terminal (curses). Returns the exit code.
int runPlay(const QStringList &args);
QString playHelp();

} // namespace cli
