/* gmp-shipped.c: the scenarios that come with the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "gmp-error.h"
#include "gmp-shipped.h"

#define SCENARIO_RESOURCE_PREFIX RESOURCE_PREFIX "/data/scenarios/"

/* The files of data/scenarios/, as data/ginormopod-data.gresource.xml lists them */
static const char * const resource_paths[] = {
  SCENARIO_RESOURCE_PREFIX "breach-at-st-louis.gmpscenario",
  SCENARIO_RESOURCE_PREFIX "last-stand-at-washington.gmpscenario",
  SCENARIO_RESOURCE_PREFIX "the-guard-rises.gmpscenario",
};

guint
gmp_shipped_count (void)
{
  return G_N_ELEMENTS (resource_paths);
}

const char *
gmp_shipped_resource_path (guint i)
{
  g_return_val_if_fail (i < G_N_ELEMENTS (resource_paths), NULL);
  return resource_paths[i];
}

static GmpScenario *
load_scenario (guint    i,
               GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = g_path_get_basename (resource_paths[i]);

  bytes = g_resources_lookup_data (resource_paths[i], G_RESOURCE_LOOKUP_FLAGS_NONE,
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

  g_return_val_if_fail (i < G_N_ELEMENTS (resource_paths), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  scenario = load_scenario (i, error);
  return scenario != NULL ? gmp_session_new (scenario) : NULL;
}

char *
gmp_shipped_title (guint i)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (i < G_N_ELEMENTS (resource_paths), NULL);

  scenario = load_scenario (i, &error);
  if (scenario == NULL)
    {
      g_warning ("%s", error->message);
      return g_path_get_basename (resource_paths[i]);
    }
  return g_strdup (scenario->title);
}
