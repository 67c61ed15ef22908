#include "SokobanCommand.h"

#include "CliSupport.h"

namespace cli {

// PLACEHOLDER until the sokoban commands are built; must not be committed as done.
int runSokoban(const QStringList &)
{
    return usageError(QStringLiteral("the sokoban commands are not built yet"));
}

QString sokobanHelp()
{
    return QString();
}

} // namespace cli
