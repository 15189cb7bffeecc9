/** Reserved words of fragments: statement words are never names; expression words are not bare names. */

/** Words that begin or belong to a statement: never a bare column name in a fragment. */
export const STATEMENT_WORDS = new Set(
  (
    'SELECT INSERT UPDATE DELETE MERGE UPSERT WITH VALUES TABLE FROM WHERE UNION INTERSECT EXCEPT ' +
    'INTO CREATE DROP ALTER TRUNCATE CALL EXEC EXECUTE PRAGMA ATTACH DETACH COPY GRANT REVOKE SET ' +
    'LIMIT OFFSET ORDER GROUP HAVING JOIN ON USING LATERAL RETURNING WINDOW QUALIFY EXISTS ' +
    'PREPARE DEALLOCATE DECLARE FETCH LOAD INSTALL HANDLER DO'
  ).split(' '),
);
/** Words with a meaning in expressions: not column names when bare. */
export const EXPRESSION_WORDS = new Set(
  (
    'AND OR NOT IS IN LIKE ILIKE GLOB REGEXP RLIKE BETWEEN CASE WHEN THEN ELSE END AS DISTINCT ' +
    'OVER FILTER PARTITION BY ASC DESC NULLS ESCAPE XOR DIV MOD SEPARATOR WITHIN ISNULL NOTNULL ' +
    'COLLATE SIMILAR ANY ALL SOME ARRAY'
  ).split(' '),
);
