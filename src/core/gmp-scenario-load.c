/* gmp-scenario-load.c: loading a .gmpscenario document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is data/schema/scenario.rng. Loading: a safe read, the format
 * version, the schema, then every reference against the board (each error
 * names the file and line), then the rules (gmp_state_check).
 *
 * Version 2 names every board item by its id, so a game survives its board
 * being edited (a city appended, cities reordered); version 1 files named
 * some by their position in the board, and still load as they always did.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-scenario-format.h"
#include "gmp-scenario-loader.h"
#include "gmp-xml.h"
#include "gmp-xml-lists.h"

static GmpScenario *
load_document (xmlDoc      *doc,
               const char  *file,
               guint        version,
               gboolean     rules_unchecked,
               GError     **error)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *board_id = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  GmpScenarioLoader loader = { 0, };

  loader.file = file;
  loader.version = version;
  loader.error = error;
  /* A draft keeps its rules problems on purpose, for the editor to show
   * and mend: only its structure is checked (its history's start too) */
  loader.draft = _gmp_scenario_read_bool (root, "draft");
  loader.rules_unchecked = rules_unchecked || loader.draft;

  board_id = _gmp_scenario_get_attr (root, "board");
  board = gmp_board_lookup (board_id, &local_error);
  if (board == NULL && g_error_matches (local_error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD))
    {
      g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "ginormopod", "boards",
                                                  NULL);

      _gmp_scenario_fail (&loader, root, GMP_ERROR_UNKNOWN_BOARD,
                          _("This game is played on the board “%s”, which is not installed: put "
                            "its file %s.xml in %s"), board_id, board_id, folder);
      return NULL;
    }
  if (board == NULL)
    {
      _gmp_scenario_fail (&loader, root, local_error->domain == GMP_ERROR
                                         ? (GmpError) local_error->code : GMP_ERROR_UNKNOWN_BOARD,
                          "%s", local_error->message);
      return NULL;
    }
  loader.board = board;

  scenario = gmp_scenario_new (gmp_state_new (board));
  scenario->draft = _gmp_scenario_read_bool (root, "draft");
  if (!_gmp_scenario_load_state_part (&loader, root, scenario))
    return NULL;
  if (version >= 2 && !_gmp_scenario_read_computer (root, file, scenario, error))
    return NULL;

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    if (gmp_xml_is_element (node, "history")
        && !_gmp_scenario_load_history (&loader, node, scenario))
      return NULL;

  return g_steal_pointer (&scenario);
}

/* Refuses a file of a newer format before its schema would call it broken,
 * and gives the version of the others (the schema checks it). */
static gboolean
read_version (xmlDoc      *doc,
              const char  *file,
              guint       *version,
              GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *text = NULL;
  guint64 number = 0;
  gboolean digits;

  *version = 0;
  if (!gmp_xml_is_element (root, "scenario"))
    return TRUE;
  text = _gmp_scenario_get_attr (root, "version");
  digits = text != NULL && *text != '\0';
  for (const char *p = text; digits && *p != '\0'; p++)
    digits = g_ascii_isdigit (*p);
  if (!digits)
    return TRUE;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL)
      || number > GMP_SCENARIO_VERSION)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_SCHEMA,
                   _("%s was made by a newer version of the app (file format %s; this "
                     "version reads up to %d)"), file, text, GMP_SCENARIO_VERSION);
      return FALSE;
    }
  *version = (guint) number;
  return TRUE;
}

static gboolean
is_board_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static gboolean
fail_before_schema (xmlNode     *node,
                    const char  *file,
                    GError     **error,
                    const char  *message)
{
  g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, "%s:%ld: %s", file,
               xmlGetLineNo (node), message);
  return FALSE;
}

/* What the schema would only call "not the file format": the board's id (a
 * path such as "../x" is never one, and never becomes a file name), and a
 * version 1 snapshot's digits (Rules note 39) */
static gboolean
check_before_schema (xmlDoc      *doc,
                     const char  *file,
                     guint        version,
                     GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *board_id = NULL;

  if (!gmp_xml_is_element (root, "scenario"))
    return TRUE;

  board_id = _gmp_scenario_get_attr (root, "board");
  if (board_id != NULL && !is_board_id (board_id))
    {
      g_autofree char *message =
        g_strdup_printf (_("board=\"%s\" is not a board id: a scenario names its board by "
                           "id (lowercase letters, digits and “-”, such as “%s”), never by a "
                           "file or a path"), board_id, GMP_DEFAULT_BOARD_ID);

      return fail_before_schema (root, file, error, message);
    }

  if (!_gmp_scenario_read_computer (root, file, NULL, error))
    return FALSE;
  if (version != 1)
    return TRUE;
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (!gmp_xml_is_element (node, "activation"))
        continue;
      for (xmlNode *child = node->children; child != NULL; child = child->next)
        {
          g_autofree char *text = NULL;

          if (!gmp_xml_is_element (child, "snapshot"))
            continue;
          text = _gmp_scenario_get_text (child);
          for (const char *p = text; *p != '\0'; p++)
            if (*p < '0' || *p > '3')
              return fail_before_schema (child, file, error,
                                         _("The snapshot of enemy cities holds one digit "
                                           "0 to 3 per city (Rules note 39)"));
        }
    }
  return TRUE;
}

/* The define of data/schema/scenario.rng that each element of a file of
 * this version follows, or NULL when the schema writes it inline */
static const char *
define_of (const xmlNode *node,
           guint          version)
{
  static const struct {
    const char *element;
    const char *v1;
    const char *v2;
  } defines[] = {
    { "setup", "setup", "setup" },
    { "turn", "turn", "turn" },
    { "pending-move", "pending-move", "pending-move" },
    { "fx-mp", "fx-mp", "fx-mp" },
    { "allied-nation", "allied-nation", "allied-nation" },
    { "result", "result", "result" },
    { "units", "units", "units" },
    { "unit", "unit", "unit" },
    { "forts", "forts", "forts" },
    { "chits", "chits", "chits" },
    { "danger", "danger", "danger" },
    { "log", "log-v1", "log-v2" },
    { "activation", "activation-v1", "activation-v2" },
    { "computer", NULL, "computer" },
    { "history", NULL, "history" },
    { "action", NULL, "action" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (defines); i++)
    if (gmp_xml_is_element ((xmlNode *) node, defines[i].element))
      return version == 1 ? defines[i].v1 : defines[i].v2;
  return NULL;
}

/* The deepest part of node that fails the schema on its own, in document
 * order: its error, which names its line and element, in *error. FALSE
 * when every part passes alone (the fault is in how they are put
 * together, which the whole file's error says). */
static gboolean
locate_schema_error (xmlNode     *node,
                     const char  *display_name,
                     guint        version,
                     GError     **error)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      const char *define;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      define = define_of (child, version);
      if (define != NULL)
        {
          g_autoptr(GError) part_error = NULL;

          if (gmp_xml_validate_part (child, display_name, "scenario.rng", define, &part_error))
            continue;
          if (!locate_schema_error (child, display_name, version, error))
            g_propagate_error (error, g_steal_pointer (&part_error));
          return TRUE;
        }
      /* A history's <start> holds a state, as the root does */
      if (locate_schema_error (child, display_name, version, error))
        return TRUE;
    }
  return FALSE;
}

const GmpXmlList _gmp_scenario_lists[] = {
  { "log", "entry" },
  { "history", "action" },
  { "units", "unit" },
  { "forts", "fort" },
  { "chits", "chit" },
  { NULL, NULL },
};

/* A safe read, the format version, then the schema */
static xmlDoc *
parse_scenario (GBytes      *bytes,
                const char  *display_name,
                guint       *version,
                GError     **error)
{
  g_autoptr(xmlDoc) doc = gmp_xml_parse_lists (bytes, display_name, _gmp_scenario_lists, error);
  g_autoptr(GError) schema_error = NULL;

  if (doc == NULL
      || !read_version (doc, display_name, version, error)
      || !check_before_schema (doc, display_name, *version, error))
    return NULL;
  if (!_gmp_scenario_validate (doc, display_name, *version, &schema_error))
    {
      /* libxml2 blames the root for an error inside an optional part:
       * the part that fails alone says where it is (issue 19) */
      if (g_error_matches (schema_error, GMP_ERROR, GMP_ERROR_SCHEMA)
          && locate_schema_error (xmlDocGetRootElement (doc), display_name, *version, error))
        return NULL;
      g_propagate_error (error, g_steal_pointer (&schema_error));
      return NULL;
    }
  return g_steal_pointer (&doc);
}

GmpScenario *
gmp_scenario_load_bytes (GBytes      *bytes,
                         const char  *display_name,
                         GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  guint version;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  doc = parse_scenario (bytes, display_name, &version, error);
  if (doc == NULL)
    return NULL;

  return load_document (doc, display_name, version, FALSE, error);
}

GmpScenario *
gmp_scenario_load_bytes_unchecked (GBytes      *bytes,
                                   const char  *display_name,
                                   GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  guint version;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  doc = parse_scenario (bytes, display_name, &version, error);
  if (doc == NULL)
    return NULL;

  return load_document (doc, display_name, version, TRUE, error);
}

GmpScenario *
gmp_scenario_load_file (const char  *path,
                        GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = gmp_xml_read_file (path, error);
  if (bytes == NULL)
    return NULL;

  display_name = g_filename_display_name (path);
  return gmp_scenario_load_bytes (bytes, display_name, error);
}
