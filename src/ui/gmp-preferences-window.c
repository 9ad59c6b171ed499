/* gmp-preferences-window.c: the app's preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The language of the app, over the desktop's (gmp-language.c). The
 * languages are named in their own words, so that anyone finds theirs.
 * The computer player's pace in a game against it (gmp-pace-row.c).
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-language.h"
#include "gmp-pace-row.h"
#include "gmp-preferences-window.h"

struct _GmpPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  AdwComboRow          *language_row;
  GSettings            *settings;   /* NULL when the schema is not installed */
};

G_DEFINE_FINAL_TYPE (GmpPreferencesWindow, gmp_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The rows of the language list, in order; their setting values */
static const char * const language_values[] = {
  GMP_LANGUAGE_SYSTEM,
  GMP_LANGUAGE_ENGLISH,
  GMP_LANGUAGE_PORTUGUESE,
};

static gboolean
language_to_row (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char *language = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (language_values); i++)
    if (g_str_equal (language, language_values[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
row_to_language (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  guint row = g_value_get_uint (value);

  if (row >= G_N_ELEMENTS (language_values))
    return NULL;
  return g_variant_new_string (language_values[row]);
}

static GSettings *
lookup_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, GMP_SETTINGS_SCHEMA_ID, TRUE);
  if (schema == NULL)
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

static GtkWidget *
create_language_row (GmpPreferencesWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  /* TRANSLATORS: the language of the desktop, in the list of languages */
  gtk_string_list_append (names, _("System"));
  /* Each language in its own words: never translated */
  gtk_string_list_append (names, "English");
  gtk_string_list_append (names, "Português (Brasil)");
  adw_combo_row_set_model (row, G_LIST_MODEL (names));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Language"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Takes effect when the app is started again"));
  gtk_widget_set_sensitive (GTK_WIDGET (row), self->settings != NULL);
  return GTK_WIDGET (row);
}

static void
gmp_preferences_window_dispose (GObject *object)
{
  GmpPreferencesWindow *self = GMP_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (gmp_preferences_window_parent_class)->dispose (object);
}

static void
gmp_preferences_window_class_init (GmpPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmp_preferences_window_dispose;
}

static void
gmp_preferences_window_init (GmpPreferencesWindow *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *solo_group;
  GtkWidget *pace_row;

  self->settings = lookup_settings ();
  self->language_row = ADW_COMBO_ROW (create_language_row (self));
  if (self->settings != NULL)
    g_settings_bind_with_mapping (self->settings, "language", self->language_row, "selected",
                                  G_SETTINGS_BIND_DEFAULT, language_to_row, row_to_language,
                                  NULL, NULL);

  adw_preferences_group_set_description (group, _("The language of this app, whatever the "
                                                  "desktop’s is"));
  adw_preferences_group_add (group, GTK_WIDGET (self->language_row));
  adw_preferences_page_add (page, group);

  /* The same row as New ▸ Against the Computer…, which starts from it */
  solo_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (solo_group, _("Against the Computer"));
  pace_row = gmp_pace_row_new (self->settings, G_SETTINGS_BIND_DEFAULT);
  gtk_widget_set_sensitive (pace_row, self->settings != NULL);
  adw_preferences_group_add (solo_group, pace_row);
  adw_preferences_page_add (page, solo_group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page);
  gtk_window_set_title (GTK_WINDOW (self), _("Preferences"));
  gtk_widget_add_css_class (GTK_WIDGET (self), "preferences-window");
}

GtkWidget *
gmp_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (GMP_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}
