// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "../support/PrivateAccessibilityBus.h"
#include "AccessibleWalk.h"
#include "AppSettings.h"
#include "AppTranslations.h"
#include "RendererChoice.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <memory>

Q_IMPORT_QML_PLUGIN(TesseraPlugin)
Q_IMPORT_QML_PLUGIN(Tessera_EditorPlugin)

using namespace tessera;

namespace {
// Started before the application (Qt's AT-SPI bridge looks for the bus when the app starts)
// and stopped after it, when main() has returned: the app's X connection must end before
// its Xvfb does, or Xlib ends the process from another thread in the middle of the teardown.
std::unique_ptr<tessera::testing::PrivateAccessibilityBus> accessibilityBus;
bool accessibilityBusUp = false;
} // namespace

// Every control of the real app (Main.qml) has a name a screen reader can say: each screen,
// each dialog, each menu, in every language. Read through QAccessible, the tree Qt's AT-SPI
// bridge serves to Orca.
class TestAccessibleNames : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-accessible-test"));
        // As under a screen reader: Qt's AT-SPI bridge on, so Qt Quick gives every control
        // its accessible role and name (the offscreen platform has no accessibility at all).
        // The renderer the app picks (main.cpp): without a GPU, Qt Quick's software one.
        tessera::RendererChoice::apply();
        accessibilityBus = std::make_unique<tessera::testing::PrivateAccessibilityBus>();
        accessibilityBusUp = accessibilityBus->start();
    }

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyControlIsNamed_data();
    void everyControlIsNamed();

private:
    QStringList unnamedNow(const QString &where);
    QStringList unnamedClickables(const QString &where);
    QStringList withEachMenuOpen(const QString &where);
    // Walks the dialog `open` opens on `target` (none: one already open), and closes it.
    QStringList withDialog(const QString &where, const char *open, QObject *target);
    bool openGame(const QString &id, const QVariantMap &properties = {});
    bool openEditor();

    QTemporaryDir m_dir;
    QString m_level;
    AppTranslations m_translations;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
};

void TestAccessibleNames::initTestCase()
{
    if (!accessibilityBusUp)
        QSKIP(qPrintable(QStringLiteral("no desktop for a screen reader: ") +
                         accessibilityBus->error()));
    QSettings().clear();
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    m_level = m_dir.filePath(QStringLiteral("corridor.xsb"));
    QFile file(m_level);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#######\n"
               "#@ $ .#\n"
               "#######\n");
    file.close();

    m_engine = new QQmlApplicationEngine(this);
    m_translations.setEngine(m_engine);
    m_engine->load(QUrl(QStringLiteral("qrc:/qt-project.org/imports/Tessera/shell/Main.qml")));
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().value(0));
    QVERIFY(m_window);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    // The bridge turns accessibility on once it has asked the bus.
    QTRY_VERIFY(QAccessible::isActive());
}

void TestAccessibleNames::cleanupTestCase()
{
    delete m_engine;
    m_translations.apply(QStringLiteral("en"));
}

bool TestAccessibleNames::openGame(const QString &id, const QVariantMap &properties)
{
    QVariant opened;
    QMetaObject::invokeMethod(m_window, "openGame", Q_RETURN_ARG(QVariant, opened),
                              Q_ARG(QVariant, id), Q_ARG(QVariant, QVariant(properties)),
                              Q_ARG(QVariant, QVariant(0))); // StackView.Immediate
    return opened.toBool();
}

bool TestAccessibleNames::openEditor()
{
    QVariant opened;
    QMetaObject::invokeMethod(m_window, "openEditor", Q_RETURN_ARG(QVariant, opened),
                              Q_ARG(QVariant, QVariant(QVariantMap{{"levelFile", m_level}})),
                              Q_ARG(QVariant, QVariant(0)));
    return opened.toBool();
}

QStringList TestAccessibleNames::unnamedNow(const QString &where)
{
    QStringList found;
    for (const QString &what : accessiblewalk::unnamed(m_window))
        found << where + QStringLiteral(": ") + what;
    return found + unnamedClickables(where);
}

// A control drawn by hand (a MouseArea or TapHandler on an Item) is not in the accessible tree
// unless it says what it is: the nearest accessible item around it must carry a name.
QStringList TestAccessibleNames::unnamedClickables(const QString &where)
{
    QStringList found;
    // Items and their pointer handlers, through the item tree (the window holds the items'
    // QObjects).
    QObjectList clickables;
    std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
        if (!item->isVisible())
            return;
        clickables << item;
        for (QObject *child : item->children()) {
            if (!qobject_cast<QQuickItem *>(child))
                clickables << child;
        }
        for (QQuickItem *child : item->childItems())
            collect(child);
    };
    collect(m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                  : m_window->contentItem());
    for (QObject *object : std::as_const(clickables)) {
        const QByteArray type = object->metaObject()->className();
        if (!type.startsWith("QQuickMouseArea") && !type.startsWith("QQuickTapHandler"))
            continue;
        const auto buttons = object->property("acceptedButtons").value<Qt::MouseButtons>();
        if (!(buttons & Qt::LeftButton) || !object->property("enabled").toBool())
            continue;
        auto *item = qobject_cast<QQuickItem *>(object);
        if (!item)
            item = qobject_cast<QQuickItem *>(object->parent());
        if (!item || !item->isVisible() || !item->isEnabled())
            continue;
        QAccessibleInterface *iface = nullptr;
        for (QQuickItem *up = item; up && !iface; up = up->parentItem())
            iface = QAccessible::queryAccessibleInterface(up);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty()) {
            QString what = QString::fromLatin1(type);
            for (QQuickItem *up = item; up; up = up->parentItem()) {
                if (!up->objectName().isEmpty()) {
                    what += QStringLiteral(" in #") + up->objectName();
                    break;
                }
            }
            if (iface)
                what += QStringLiteral(" (around: ") + accessiblewalk::describe(iface) + ')';
            found << where + QStringLiteral(": clickable ") + what;
        }
    }
    return found;
}

// The menu bar's menus and every "More" menu of the screen shown, each walked while open.
QStringList TestAccessibleNames::withEachMenuOpen(const QString &where)
{
    QStringList found;
    QObjectList menus;
    for (QObject *object : m_window->findChildren<QObject *>()) {
        if (object->inherits("QQuickMenu"))
            menus << object;
    }
    // The menus of the menu bar are its children in QML, not the window's in C++.
    for (QObject *object : m_engine->rootObjects().value(0)->findChildren<QObject *>()) {
        if (object->inherits("QQuickMenu") && !menus.contains(object))
            menus << object;
    }
    for (QObject *menu : menus) {
        // A submenu opens from its menu (the menu bar's are made inside their menu's entries,
        // AppMenuBar's EntryList); a "More" menu of a screen not shown stays closed.
        QQuickItem *owner = qobject_cast<QQuickItem *>(menu->parent());
        bool submenu = false;
        for (QObject *above = menu->parent(); above && !submenu; above = above->parent())
            submenu = above->inherits("QQuickMenu");
        if (submenu)
            continue;
        if (owner && !owner->isVisible())
            continue;
        QMetaObject::invokeMethod(menu, "open");
        if (!QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }))
            continue;
        found << unnamedNow(where +
                            QStringLiteral(" menu \"%1\"").arg(menu->property("title").toString()));
        QMetaObject::invokeMethod(menu, "close");
        (void)QTest::qWaitFor([menu] { return !menu->property("visible").toBool(); });
    }
    return found;
}

QStringList TestAccessibleNames::withDialog(const QString &where, const char *open, QObject *target)
{
    if (open)
        QMetaObject::invokeMethod(target, open);
    QObject *dialog = nullptr;
    (void)QTest::qWaitFor([&] {
        for (QObject *object : m_window->findChildren<QObject *>()) {
            if (object->inherits("QQuickDialog") && object->property("opened").toBool())
                dialog = object;
        }
        return dialog != nullptr;
    });
    if (!dialog)
        return {where + QStringLiteral(": the dialog did not open")};
    QStringList found = unnamedNow(where);
    // Each page of a dialog with tabs (settings, help).
    QQuickItem *content = dialog->property("contentItem").value<QQuickItem *>();
    const auto tabs = content ? content->findChildren<QObject *>() : QObjectList();
    for (QObject *bar : tabs) {
        if (!bar->inherits("QQuickTabBar"))
            continue;
        const int count = bar->property("count").toInt();
        for (int i = 1; i < count; ++i) {
            bar->setProperty("currentIndex", i);
            QTest::qWait(0);
            found << unnamedNow(where + QStringLiteral(" page %1").arg(i));
        }
        bar->setProperty("currentIndex", 0);
    }
    QMetaObject::invokeMethod(dialog, "close");
    (void)QTest::qWaitFor([dialog] { return !dialog->property("visible").toBool(); });
    return found;
}

void TestAccessibleNames::everyControlIsNamed_data()
{
    QTest::addColumn<QString>("language");
    // Every language the app offers: a new one is walked too.
    for (const QString &code : tessera::AppSettings::languageCodes())
        QTest::newRow(qPrintable(code)) << code;
}

void TestAccessibleNames::everyControlIsNamed()
{
    QFETCH(QString, language);
    m_translations.apply(language);
    QStringList found;

    QMetaObject::invokeMethod(m_window, "showHome");
    QTRY_COMPARE(m_window->property("currentScreen").toString(), QStringLiteral("home"));
    found << unnamedNow("home") << withEachMenuOpen("home");
    found << withDialog("settings", "openSettings", m_window);
    found << withDialog("about", "openAbout", m_window);

    QVERIFY(openGame(QStringLiteral("sokoban"), {{"levelFile", m_level}}));
    auto *screen = m_window->property("currentScreenItem").value<QQuickItem *>();
    QTRY_VERIFY(screen && screen->property("session").value<QObject *>());
    found << unnamedNow("sokoban") << withEachMenuOpen("sokoban");
    found << withDialog("help", "openHelp", m_window);
    QMetaObject::invokeMethod(screen, "openBrowser");
    QTRY_VERIFY(screen->property("browserOpen").toBool());
    found << unnamedNow("level browser");
    QMetaObject::invokeMethod(screen, "closeBrowser");

    QVERIFY(openGame(QStringLiteral("2048")));
    screen = m_window->property("currentScreenItem").value<QQuickItem *>();
    found << unnamedNow("2048") << withEachMenuOpen("2048");
    QMetaObject::invokeMethod(screen, "showHighScores", Q_ARG(QVariant, 0),
                              Q_ARG(QVariant, QVariant()), Q_ARG(QVariant, QVariant()));
    found << withDialog("high scores", nullptr, screen);

    QVERIFY(openGame(QStringLiteral("fifteen")));
    found << unnamedNow("fifteen") << withEachMenuOpen("fifteen");

    QVERIFY(openEditor());
    QTRY_COMPARE(m_window->property("currentScreen").toString(), QStringLiteral("editor"));
    found << unnamedNow("editor") << withEachMenuOpen("editor");

    found.removeDuplicates();
    // QTest cuts a long message: each one on a line of its own.
    for (const QString &what : std::as_const(found))
        qInfo().noquote() << "unnamed:" << what;
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 without a name:\n").arg(found.size()) +
                                         found.join('\n')));
}

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessible_names.moc"
