#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    // Before the first QSettings: otherwise settings land under "Unknown Organization".
    QGuiApplication::setOrganizationName(QStringLiteral("Tessera"));
    QGuiApplication::setApplicationName(QStringLiteral("tessera"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tessera"));
    QGuiApplication::setApplicationVersion(QStringLiteral(TESSERA_VERSION));

    QQmlApplicationEngine engine;
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/qt-project.org/imports/Tessera/Main.qml")));
    return QGuiApplication::exec();
}
