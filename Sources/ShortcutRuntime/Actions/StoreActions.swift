extension RuntimeRegistry {
    /// Search iTunes Store, Search App Store and Search Podcasts through the public iTunes Search
    /// API (``StoreSearch``), with the run's web transport exactly like Get Contents of URL: over
    /// the network only with `--allow-network`, else from a web stub for the exact request URL,
    /// else the run fails naming the action without a request. Their items (``StoreItems``) and
    /// Get Details of iTunes Product / App Store App / Podcast Show, and Get Podcast Episodes from
    /// a show's feed.
    mutating func registerStoreActions() {
        for (identifier, media, kind) in [
            ("is.workflow.actions.searchitunes", nil, StoreItems.Kind.product),
            ("is.workflow.actions.searchappstore", "software", .app),
            ("is.workflow.actions.searchpodcasts", "podcast", .podcast),
        ] as [(String, String?, StoreItems.Kind)] {
            native(identifier) { call in
                let search = try StoreSearch.from(call, media: media)
                let response = try await Self.fetch(WebRequest(url: search.url), call)
                return .list(try StoreItems.items(in: response, kind: kind, limit: search.limit, call))
            }
        }
        for (identifier, kind) in [
            ("is.workflow.actions.properties.itunesstore", StoreItems.Kind.product),
            ("is.workflow.actions.properties.appstore", .app),
            ("is.workflow.actions.properties.podcastshow", .podcast),
        ] {
            native(identifier) { call in try call.details(known: StoreItems.properties(of: kind)) }
        }
        native("is.workflow.actions.getepisodesforpodcast") { call in
            // A show found by Search Podcasts has its Feed URL: the episodes are read from the
            // feed. A show picked from the device's library (no show given) comes from the services.
            let shows = try call.input("WFInput")
            if shows.isEmpty { return try await call.deviceOutput() }
            var episodes: [RuntimeValue] = []
            for show in shows.items {
                let feed: RuntimeValue? =
                    switch show {
                    case .dictionary(let members): members["Feed URL"]
                    case .item(let item): item.properties["Feed URL"]
                    default: show
                    }
                guard let feed, let url = call.coercion.url(feed) else {
                    throw ActionFailure.parameter(
                        "WFInput", "“\(call.coercion.text(show).prefix(80))” is not a podcast with a Feed URL")
                }
                let limit = call.limits.maximumItems - episodes.count
                episodes += try await Self.readFeed(url, call) { bytes throws(FeedItems.Failure) in
                    try PodcastEpisodes.episodes(in: bytes, base: url, limit: limit, coercion: call.coercion)
                }
            }
            return .list(episodes)
        }
    }
}
