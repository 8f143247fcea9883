-- name: remote_objects
-- needs: httpfs and an object-store URL, prefix glob or http(s) URL ($pattern)
-- Listing only: without the content column, read_blob fetches no object.
SELECT filename AS url, size,
       coalesce(strftime(last_modified AT TIME ZONE 'UTC', '%Y-%m-%dT%H:%M:%SZ'), '') AS last_modified
FROM read_blob($pattern)
ORDER BY filename;

-- name: remote_head_lines
-- needs: httpfs and an object URL ($url)
-- The first lines of an object, with the reader options of jsonl_lines, so a
-- first line as long as that reader accepts (a one-line OTLP document) is seen
-- whole; one buffer is fetched by a ranged read.
SELECT raw
FROM read_csv($url, columns = {'raw': 'VARCHAR'}, delim = E'\x1e', quote = '', escape = '',
              header = false, auto_detect = false, strict_mode = false, new_line = '\n',
              ignore_errors = true, max_line_size = 16777216, buffer_size = 33554432)
LIMIT 200;

-- name: remote_content
-- needs: httpfs and an object URL ($url)
SELECT content FROM read_blob($url);
