// The whole-process floor for brandbench: read every `.yaml` file under the given paths
// and run libyaml's event parser over it, building nothing. Any tool that loads the same
// files does at least this much work, so its time over this program's is what it adds.
//
// C, not Swift, so that the floor carries no runtime start-up of its own: a Swift process
// that does the same loop was about 1.27x slower than this one.

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

static unsigned char *buffer = NULL;
static size_t capacity = 0;
static long events = 0;

// Reads a whole file into the shared buffer; returns its length or -1.
static long read_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) { close(fd); return -1; }
    size_t size = (size_t)info.st_size;
    if (size + 1 > capacity) {
        capacity = size + 1;
        free(buffer);
        buffer = malloc(capacity);
        if (buffer == NULL) { close(fd); return -1; }
    }
    size_t done = 0;
    while (done < size) {
        ssize_t got = read(fd, buffer + done, size - done);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        done += (size_t)got;
    }
    close(fd);
    return (long)done;
}

// Parses one file's events; returns 0, or 1 when libyaml reports an error.
static int parse_file(const char *path) {
    long length = read_file(path);
    if (length < 0) { fprintf(stderr, "%s: cannot read\n", path); return 1; }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) { fprintf(stderr, "%s: libyaml cannot start\n", path); return 1; }
    yaml_parser_set_input_string(&parser, buffer, (size_t)length);
    yaml_event_t event;
    int failed = 0;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1, parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            failed = 1;
            break;
        }
        events += 1;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return failed;
}

static int has_yaml_suffix(const char *name) {
    size_t length = strlen(name);
    return length > 5 && strcmp(name + length - 5, ".yaml") == 0;
}

// A folder: every `.yaml` file in it and in its subfolders (as brandlint finds bases).
static int parse_path(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) { fprintf(stderr, "%s: no such file or folder\n", path); return 1; }
    if (!S_ISDIR(info.st_mode)) return parse_file(path);
    DIR *folder = opendir(path);
    if (folder == NULL) { fprintf(stderr, "%s: cannot open\n", path); return 1; }
    int failed = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        char *child = malloc(length);
        if (child == NULL) { failed = 1; break; }
        snprintf(child, length, "%s/%s", path, entry->d_name);
        struct stat childInfo;
        if (stat(child, &childInfo) == 0 && (S_ISDIR(childInfo.st_mode) || has_yaml_suffix(entry->d_name))) {
            failed |= parse_path(child);
        }
        free(child);
    }
    closedir(folder);
    return failed;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: RawParseFloor PATH...\n"
                        "Runs libyaml's event parser over every .yaml file under the paths and prints the event count.\n");
        return 2;
    }
    int failed = 0;
    for (int index = 1; index < argc; index++) failed |= parse_path(argv[index]);
    free(buffer);
    printf("%ld events\n", events);
    return failed;
}
