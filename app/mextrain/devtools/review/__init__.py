"""What a person looks at to judge the game: pictures of the window in each language, tile sheets, strings beside English."""
