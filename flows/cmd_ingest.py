            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
H            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
…            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
L            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
J            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
L            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
z            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
q            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
L            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
J            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
v            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
+            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
v            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
H            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
5            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
v            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
5            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
`            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
v            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
B            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
B            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
*            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
*            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
z            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
z            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
1            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
6            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
1            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
M            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
B            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
v            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
→            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
+            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
P            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
1            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
0            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
'            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
'            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
'            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
'            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
F            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
/            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
+            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
+            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
+            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
k            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
1            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
b            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
0            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
-            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
>            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
A            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
<            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
0            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
x            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
L            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
F            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
M            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
j            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
J            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
I            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
g            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
U            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
I            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
N            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
G            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
W            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
H            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
$            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
O            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
D            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
R            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
B            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
Y            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
d            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
D            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
E            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
S            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
C            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
L            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
I            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
M            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
I            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
T            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
$            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
c            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
(            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
)            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
.            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
h            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
=            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
{            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
_            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
0            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
,            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
"            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
:            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
[            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
1            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
}            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
f            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
i            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
o            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
w            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
]            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
t            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
u            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
r            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
n            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
             samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
a            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
m            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
p            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
l            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
e            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
s            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )

            samples[file_report.path] = wh.rows(
                "rejects_sample", {"path": file_report.path, "limit": limit}
            )
