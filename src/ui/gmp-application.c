/* gmp-application.c: the application: windows, app actions, shortcuts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <stdio.h>

#include "core/gmp-i18n.h"
#include <libxml/xmlversion.h>

#include "core/gmp-board-info.h"

#include "gmp-application-private.h"
#include "gmp-preferences-window.h"
#include "gmp-quit.h"
#include "gmp-unsaved-games.h"
#include "gmp-window.h"

struct _GmpApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (GmpApplication, gmp_application, ADW_TYPE_APPLICATION)

static char *
dup_versions (void)
{
  return g_strdup_printf ("GLib %u.%u.%u\nGTK %u.%u.%u\nlibadwaita %u.%u.%u\nlibxml2 %s\n",
                          glib_major_version, glib_minor_version, glib_micro_version,
                          gtk_get_major_version (), gtk_get_minor_version (),
                          gtk_get_micro_version (),
                          adw_get_major_version (), adw_get_minor_version (),
                          adw_get_micro_version (),
                          LIBXML_DOTTED_VERSION);
}

static GmpWindow *
new_window (GmpApplication *self)
{
  GmpWindow *window = gmp_window_new (GTK_APPLICATION (self), NULL);

  gmp_window_new_game (window);
  return window;
}

/* The board of the game in the active window, else the default board */
static GmpBoard *
lookup_shown_board (GtkApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (app);
  GmpGame *game = GMP_IS_WINDOW (window) ? gmp_window_get_game (GMP_WINDOW (window)) : NULL;
  g_autoptr(GError) error = NULL;
  GmpBoard *board;

  if (game != NULL)
    return gmp_board_ref (gmp_game_get_board (game));
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  if (board == NULL)
    g_warning ("No board to credit in the About window: %s", error->message);
  return board;
}

/* Adds each category to the list of the marks its values carry: a
 * category with values of both kinds is named in both lists */
static void
sort_categories_by_source (const GmpBoard *board,
                           GString        *from_rules,
                           GString        *reconstructed)
{
  g_autoptr(GPtrArray) entries = gmp_board_info_list (board);
  gboolean has[GMP_N_BOARD_INFO_CATEGORIES][2] = { { FALSE } };

  for (guint i = 0; i < entries->len; i++)
    {
      const GmpBoardInfoEntry *entry = g_ptr_array_index (entries, i);

      has[entry->category][entry->source == GMP_SOURCE_RULES ? 0 : 1] = TRUE;
    }
  for (guint c = 0; c < GMP_N_BOARD_INFO_CATEGORIES; c++)
    for (guint kind = 0; kind < 2; kind++)
      if (has[c][kind])
        {
          GString *list = kind == 0 ? from_rules : reconstructed;

          /* TRANSLATORS: separates the names in a list: "Forts, Setup" */
          g_string_append_printf (list, "%s%s", list->len > 0 ? _(", ") : "",
                                  gmp_board_info_category_get_name (c));
        }
}

char *
_gmp_application_dup_board_credits (const GmpBoard *board)
{
  g_autoptr(GString) from_rules = g_string_new (NULL);
  g_autoptr(GString) reconstructed = g_string_new (NULL);

  g_return_val_if_fail (board != NULL, NULL);

  sort_categories_by_source (board, from_rules, reconstructed);
  /* TRANSLATORS: the About window's credit of the board data: the board's
   * title, the categories its file marks as from the rules, then those
   * marked reconstructed */
  return g_strdup_printf (_("%s\n"
                            "From the rules text: %s.\n"
                            "Reconstructed, to check against the printed game: %s."),
                          board->title,
                          from_rules->len > 0 ? from_rules->str : _("nothing"),
                          reconstructed->len > 0 ? reconstructed->str : _("nothing"));
}

GtkWidget *
_gmp_application_new_about_window (GtkApplication *app)
{
  static const char *developers[] = { "The Ginormopod Rules Assistant contributors", NULL };
  g_autofree char *versions = dup_versions ();
  g_autoptr(GmpBoard) board = lookup_shown_board (app);
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-icon", APP_ID,
                        "application-name", _("Ginormopod Rules Assistant"),
                        "developer-name", _("The Ginormopod Rules Assistant contributors"),
                        "version", PACKAGE_VERSION,
                        "website", PACKAGE_WEBSITE,
                        "issue-url", PACKAGE_ISSUE_URL,
                        "comments", _("Keeps the state of a game of Ginormopod 2050 A.D. "
                                      "beside the physical board, shows the legal moves and "
                                      "adjudicates each step of the turn.\n\n"
                                      "Board values marked “Reconstructed” come from a "
                                      "reconstruction of the printed game, not from the "
                                      "rules text: Board Information, in the main menu, "
                                      "lists every value and where it comes from. Check "
                                      "them against your printed map and counters."),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: credit yourself here */
                        "translator-credits", _("translator-credits"),
                        "debug-info", versions,
                        NULL);
  if (board != NULL)
    {
      g_autofree char *credits = _gmp_application_dup_board_credits (board);

      /* The board data is credited as the board file marks it (BOARD.md) */
      adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about), _("Board Data"), NULL,
                                          GTK_LICENSE_CUSTOM, credits);
    }
  return about;
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (_gmp_application_new_about_window (GTK_APPLICATION (user_data))));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWidget *preferences = gmp_preferences_window_new (gtk_application_get_active_window (app));

  gtk_window_present (GTK_WINDOW (preferences));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  /* One question for every changed game, not one a window (issue 16) */
  gmp_quit (GTK_APPLICATION (user_data));
}

static int
gmp_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_autofree char *versions = dup_versions ();

      printf ("ginormopod %s\n%s", PACKAGE_VERSION, versions);
      return 0;
    }

  return -1;
}

static void
gmp_application_startup (GApplication *app)
{
  static const GActionEntry entries[] = {
    { "about", about_action },
    { "preferences", preferences_action },
    { "quit", quit_action },
  };
  static const struct {
    const char *action;
    const char *accels[4];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.board-info", { "<Control>i", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.export", { "<Control><Shift>e", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.combat", { "<Control>b", NULL } },
    { "win.players-dice", { "<Control>d", NULL } },
    { "win.edit-mode", { "<Control>e", NULL } },
    { "win.focus-map", { "<Control>m", NULL } },
    { "win.history", { "<Control>h", NULL } },
    /* GtkApplication sets it only for a gtk/help-overlay.ui resource, which
     * the app does not have: each window loads its own, translated */
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "map.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
    { "map.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
    { "map.fit", { "<Control>0", "<Control>KP_0", NULL } },
  };

  G_APPLICATION_CLASS (gmp_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);

  gtk_window_set_default_icon_name (APP_ID);
}

static void
gmp_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (new_window (GMP_APPLICATION (app)));
      gtk_window_present (window);
      /* Games left unsaved when the app last stopped: offer them back */
      gmp_unsaved_games_offer (window);
      return;
    }

  gtk_window_present (window);
}

static void
gmp_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      GmpWindow *window = gmp_window_new (GTK_APPLICATION (app), NULL);

      /* Shown first, so an error dialog comes up over it; a file that does
       * not load still leaves a game to look at. */
      gtk_window_present (GTK_WINDOW (window));
      if (!gmp_window_open_file (window, files[i]))
        gmp_window_new_game (window);
    }
}

static void
gmp_application_class_init (GmpApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->handle_local_options = gmp_application_handle_local_options;
  app_class->startup = gmp_application_startup;
  app_class->activate = gmp_application_activate;
  app_class->open = gmp_application_open;
}

static void
gmp_application_init (GmpApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

void
gmp_application_prepare_environment (void)
{
  /* The cairo renderer draws without OpenGL, yet GDK loads and probes GL
   * (Mesa, in software under Xvfb) when the display opens: a fifth of a
   * start (docs/performance.md). Whoever asks for cairo skips the probe,
   * unless they set GDK_DEBUG themselves. */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

GmpApplication *
gmp_application_new (void)
{
  /* The resources keep the base path in both profiles (.Devel or not). */
  return g_object_new (GMP_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}
