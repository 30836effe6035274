/// ScenegenSpec: the scenegen.yml model, its decoding from YAML nodes and its validation.
