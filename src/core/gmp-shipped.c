/* gmp-shipped.c: the scenarios that come with the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-shipped.h"
#include "gmp-xml.h"

#define SCENARIO_RESOURCE_PREFIX RESOURCE_PREFIX "/data/scenarios/"

/* The files of data/scenarios/, as data/ginormopod-data.gresource.xml lists
 * them: each scenario in every language its text is written in, English
 * first (the one shown to readers of any other language) */
typedef struct {
  const char *language;  /* the file's language attribute */
  const char *path;
} Variant;

#define N_VARIANTS 2

static const Variant shipped[][N_VARIANTS] = {
  { { "en", SCENARIO_RESOURCE_PREFIX "breach-at-st-louis.gmpscenario" },
    { "pt-BR", SCENARIO_RESOURCE_PREFIX "breach-at-st-louis.pt_BR.gmpscenario" } },
  { { "en", SCENARIO_RESOURCE_PREFIX "last-stand-at-washington.gmpscenario" },
    { "pt-BR", SCENARIO_RESOURCE_PREFIX "last-stand-at-washington.pt_BR.gmpscenario" } },
  { { "en", SCENARIO_RESOURCE_PREFIX "the-guard-rises.gmpscenario" },
    { "pt-BR", SCENARIO_RESOURCE_PREFIX "the-guard-rises.pt_BR.gmpscenario" } },
};

guint
gmp_shipped_count (void)
{
  return G_N_ELEMENTS (shipped);
}

const char *
gmp_shipped_resource_path_in (guint       i,
                              const char *language)
{
  g_return_val_if_fail (i < G_N_ELEMENTS (shipped), NULL);
  g_return_val_if_fail (language != NULL, NULL);

  for (guint v = 0; v < N_VARIANTS; v++)
    if (gmp_xml_language_matches (shipped[i][v].language, language))
      return shipped[i][v].path;
  return NULL;
}

const char *
gmp_shipped_resource_path (guint i)
{
  const char * const *languages = g_get_language_names ();

  g_return_val_if_fail (i < G_N_ELEMENTS (shipped), NULL);

  /* The reader's languages in their order of preference */
  for (guint l = 0; languages[l] != NULL; l++)
    {
      const char *path = gmp_shipped_resource_path_in (i, languages[l]);

      if (path != NULL)
        return path;
    }
  return shipped[i][0].path;
}

static GmpScenario *
load_scenario (guint    i,
               GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *path = gmp_shipped_resource_path (i);
  g_autofree char *name = g_path_get_basename (path);

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                   &local_error);
  if (bytes == NULL)
    {
      /* A broken build, not the players' doing */
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("The scenario “%s” that comes with the app cannot be read: %s"), name,
                   local_error->message);
      return NULL;
    }
  return gmp_scenario_load_bytes (bytes, name, error);
}

GmpSession *
gmp_shipped_load (guint    i,
                  GError **error)
{
  GmpScenario *scenario;

  g_return_val_if_fail (i < G_N_ELEMENTS (shipped), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  scenario = load_scenario (i, error);
  return scenario != NULL ? gmp_session_new (scenario) : NULL;
}

char *
gmp_shipped_title (guint i)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (i < G_N_ELEMENTS (shipped), NULL);

  scenario = load_scenario (i, &error);
  if (scenario == NULL)
    {
      g_warning ("%s", error->message);
      return g_path_get_basename (gmp_shipped_resource_path (i));
    }
  return g_strdup (scenario->title);
}
