#include "Game2048Command.h"

#include "CliSupport.h"

namespace cli {

// PLACEHOLDER until the 2048 commands are built; must not be committed as done.
int runGame2048(const QStringList &)
{
    return usageError(QStringLiteral("the 2048 commands are not built yet"));
}

QString game2048Help()
{
    return QString();
}

} // namespace cli
