/* gmp-xml-schema.c: validating a file against the schemas compiled in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each schema resource (data/schema/) is compiled once per process; a part
 * of it (one define) is compiled only when a file fails, to say which part
 * of the file is at fault.
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"
#include <gio/gio.h>
#include <libxml/relaxng.h>

#include "gmp-error.h"
#include "gmp-xml.h"
#include "gmp-xml-errors.h"
#include "gmp-xml-limits.h"

#define SCHEMA_RESOURCE_PREFIX RESOURCE_PREFIX "/data/schema/"

static xmlRelaxNG *
compile_schema (const char  *schema_name,
                GError     **error)
{
  g_autofree char *resource = g_strconcat (SCHEMA_RESOURCE_PREFIX, schema_name, NULL);
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxt *parser;
  xmlRelaxNG *schema;
  GmpXmlFirstError first = { NULL, 0, 0 };
  GmpXmlSavedHandler saved;
  gconstpointer data;
  gsize length;

  bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("The schema “%s” is missing from this program"), schema_name);
      return NULL;
    }

  data = g_bytes_get_data (bytes, &length);
  saved = _gmp_xml_capture_errors (&first);
  parser = xmlRelaxNGNewMemParserCtxt (data, (int) length);
  xmlRelaxNGSetParserStructuredErrors (parser, _gmp_xml_on_structured_error, &first);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  _gmp_xml_restore_errors (saved);

  if (schema == NULL)
    _gmp_xml_set_located_error (error, GMP_ERROR_SCHEMA, schema_name, first.line,
                                first.message != NULL ? first.message
                                                      : _("The schema cannot be read"));
  _gmp_xml_first_error_clear (&first);
  return schema;
}

/* A schema compiled once per process: compiling is most of the time a load
 * takes. The compiled schema is only read while validating (each validation
 * has its own context), so threads share it. */
typedef struct {
  xmlRelaxNG *schema;   /* NULL when it cannot be compiled... */
  GError     *error;    /* ...and why */
} CompiledSchema;

typedef struct {
  const char *name;
  gsize       compiled;   /* CompiledSchema*, set once (g_once_init_enter) */
} SchemaSlot;

static SchemaSlot schema_slots[] = {
  { "board.rng", 0 },
  { "scenario.rng", 0 },
};

/* The schema resource compiled, or NULL with error; owned by the cache. */
static xmlRelaxNG *
get_schema (const char  *schema_name,
            GError     **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (schema_slots); i++)
    {
      SchemaSlot *slot = &schema_slots[i];
      const CompiledSchema *compiled;

      if (strcmp (slot->name, schema_name) != 0)
        continue;

      if (g_once_init_enter (&slot->compiled))
        {
          CompiledSchema *made = g_new0 (CompiledSchema, 1);

          made->schema = compile_schema (schema_name, &made->error);
          g_once_init_leave (&slot->compiled, (gsize) made);
        }
      compiled = (const CompiledSchema *) slot->compiled;
      if (compiled->schema == NULL)
        g_propagate_error (error, g_error_copy (compiled->error));
      return compiled->schema;
    }

  g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
               _("The schema “%s” is missing from this program"), schema_name);
  return NULL;
}

static gboolean
validate_with (xmlRelaxNG  *schema,
               xmlDoc      *doc,
               const char  *display_name,
               GError     **error)
{
  xmlRelaxNGValidCtxt *validator;
  GmpXmlFirstError first = { NULL, 0, 0 };
  GmpXmlSavedHandler saved;
  int result;

  saved = _gmp_xml_capture_errors (&first);
  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, _gmp_xml_on_structured_error, &first);
  result = xmlRelaxNGValidateDoc (validator, doc);
  xmlRelaxNGFreeValidCtxt (validator);
  _gmp_xml_restore_errors (saved);

  if (result != 0)
    {
      g_autofree char *what = _gmp_xml_describe_schema_error (&first);

      _gmp_xml_set_located_error (error, GMP_ERROR_SCHEMA, display_name, first.line, what);
      _gmp_xml_first_error_clear (&first);
      return FALSE;
    }
  _gmp_xml_first_error_clear (&first);
  return TRUE;
}

gboolean
gmp_xml_validate (xmlDoc      *doc,
                  const char  *display_name,
                  const char  *schema_name,
                  GError     **error)
{
  xmlRelaxNG *schema;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (schema_name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  /* Bounded before the validator, whose time grows with the square of
   * some lists (gmp-xml-limits.h) */
  if (!gmp_xml_check_counts (doc, display_name, schema_name, error))
    return FALSE;

  schema = get_schema (schema_name, error);
  if (schema == NULL)
    return FALSE;
  return validate_with (schema, doc, display_name, error);
}

/* Parts of a schema: the same grammar started at one of its defines.
 * Compiled when first asked for (only ever on a file that failed), kept
 * for the process. */
static GMutex part_schemas_lock;
static GHashTable *part_schemas;   /* "schema#define" => xmlRelaxNG*, NULL: cannot be */

static xmlRelaxNG *
compile_part_schema (const char *schema_name,
                     const char *define)
{
  g_autofree char *resource = g_strconcat (SCHEMA_RESOURCE_PREFIX, schema_name, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                     NULL);
  g_autoptr(GString) text = NULL;
  GmpXmlFirstError first = { NULL, 0, 0 };
  xmlRelaxNGParserCtxt *parser;
  xmlRelaxNG *schema;
  GmpXmlSavedHandler saved;
  const char *start, *end;

  if (bytes == NULL)
    return NULL;
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
  start = strstr (text->str, "<start>");
  end = start != NULL ? strstr (start, "</start>") : NULL;
  if (end == NULL)
    return NULL;
  {
    gsize from = (gsize) (start - text->str);
    g_autofree char *ref = g_strdup_printf ("<start><ref name=\"%s\"/></start>", define);

    g_string_erase (text, (gssize) from, (gssize) (end + strlen ("</start>") - start));
    g_string_insert (text, (gssize) from, ref);
  }

  saved = _gmp_xml_capture_errors (&first);
  parser = xmlRelaxNGNewMemParserCtxt (text->str, (int) text->len);
  xmlRelaxNGSetParserStructuredErrors (parser, _gmp_xml_on_structured_error, &first);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  _gmp_xml_restore_errors (saved);
  _gmp_xml_first_error_clear (&first);
  return schema;
}

static xmlRelaxNG *
get_part_schema (const char *schema_name,
                 const char *define)
{
  g_autofree char *key = g_strconcat (schema_name, "#", define, NULL);
  xmlRelaxNG *schema;
  gpointer found;

  g_mutex_lock (&part_schemas_lock);
  if (part_schemas == NULL)
    part_schemas = g_hash_table_new (g_str_hash, g_str_equal);
  if (g_hash_table_lookup_extended (part_schemas, key, NULL, &found))
    schema = found;
  else
    {
      schema = compile_part_schema (schema_name, define);
      g_hash_table_insert (part_schemas, g_steal_pointer (&key), schema);
    }
  g_mutex_unlock (&part_schemas_lock);
  return schema;
}

gboolean
gmp_xml_validate_part (xmlNode     *node,
                       const char  *display_name,
                       const char  *schema_name,
                       const char  *define,
                       GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlRelaxNG *schema;
  xmlNode *copy;

  g_return_val_if_fail (node != NULL && schema_name != NULL && define != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  schema = get_part_schema (schema_name, define);
  if (schema == NULL)
    return TRUE;   /* nothing more precise to say */
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  /* The copy keeps each element's line */
  copy = xmlDocCopyNode (node, doc, 1);
  if (copy == NULL)
    return TRUE;
  xmlDocSetRootElement (doc, copy);
  return validate_with (schema, doc, display_name != NULL ? display_name : _("(unnamed)"),
                        error);
}
